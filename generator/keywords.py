"""Key-phrase extraction for paper abstracts.

Phrases are scored with scikit-learn's :class:`TfidfVectorizer` fitted over the
whole corpus, so a phrase ranks high for a paper when it is frequent in that
abstract and rare across the list.  The work is linear in corpus size: one
tokenisation pass, two sparse tf-idf matrices, vectorised scoring of their
non-zero entries and a short greedy pick per document (no comparisons between
documents).  10k abstracts take roughly 10 s.

Pipeline
--------
1. Clean each abstract: drop ``$...$`` math, LaTeX commands (keeping the text
   of ``\\textit{...}``-style wrappers), citations, markdown emphasis and
   one-word parentheticals such as acronym definitions ``(KV)``.
2. Split into chunks at punctuation/math so no candidate crosses a clause
   boundary, and tokenise (hyphenated words such as ``long-context`` stay one
   token).
3. Candidates are 1-3 token n-grams (``ngram_range=(1, 3)``) that neither
   start nor end with an English stop word or a generic academic word; inside
   a phrase only ``of`` may be a stop word ("curse of dimensionality").  Cheap
   part-of-speech guesses reject obvious verb/adjective edges ("by applying
   X", "graphs converge", "X-free", "... identifiable").
4. Every candidate is replaced by its folded key (:func:`tag_key`: lowercase,
   hyphens as spaces, plurals stripped) so "Persistence diagrams",
   "persistence diagram" and "long-context"/"long context" are one feature
   and therefore one tag across papers.
5. Score = tf-idf of the phrase + ``WORD_WEIGHT`` x mean tf-idf of its words
   (a second, word-level TfidfVectorizer), times a prior: single tokens are
   down-weighted, as are phrases ending in a word the corpus mostly uses as a
   modifier (adjectives), starting with a participle, containing "of", or
   bordered by a word seen in verb position.  Selection is greedy with
   sub-phrase suppression (the longer phrase wins when nearly as good) and a
   mild diversity penalty for phrases sharing words with chosen ones.
6. Display form: the surface variant (plural/hyphenation) most frequent in the
   corpus; tokens are lowercased unless written in all-caps/mixed case (KV,
   PageRank, LLMs) or capitalised mid-sentence outside Title-Case runs more
   often than not (Markov, Wasserstein, Personalized PageRank).
"""

from __future__ import annotations

import re
from array import array
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

import numpy as np
from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS, TfidfVectorizer

__all__ = ["extract_keywords", "tag_key"]

# ---------------------------------------------------------------------------
# Word lists
# ---------------------------------------------------------------------------

# sklearn's list contains a few words that are real technical vocabulary.
_NOT_STOP = {
    "computer", "system", "fire", "bottom", "top", "front", "back", "side",
    "part", "detail", "thin", "empty", "de",
}
_EXTRA_STOP = {
    "al", "et", "eg", "ie", "etc", "vs", "via", "upon", "within", "without",
    "can", "could", "may", "might", "will", "would", "shall", "should", "must",
    "does", "did", "doing", "done", "has", "have", "having", "is", "are", "was",
    "were", "be", "been", "being", "its", "it", "our", "we", "us", "their",
    "they", "them", "this", "these", "those", "that", "which", "who", "whose",
    "where", "when", "while", "whereas", "whether", "how", "what", "why",
    "yet", "also", "thus", "hence", "therefore", "however", "moreover",
    "furthermore", "additionally", "further", "still", "even", "just", "only",
    "both", "either", "neither", "each", "every", "such", "same", "other",
    "another", "many", "much", "more", "most", "less", "least", "few", "fewer",
    "very", "often", "always", "never", "sometimes", "usually", "already",
    "let", "lets", "i", "ii", "iii", "iv", "v", "vi", "th", "st", "nd", "rd",
    "versus", "among", "amongst", "whom", "wherever", "whenever", "whereby",
    "wherein", "therein", "thereof", "albeit", "unlike", "like", "regarding",
    "including", "involving", "underlying", "toward", "towards", "around",
}
# Words after which the next word is a verb ("we propose", "it returns", "to
# learn"): such a word may not start a phrase at that position.
_SUBJECT_CONTEXT = frozenset("""
    we it they which who can cannot may might will would could should must
    also often not to does do did
""".split())
_AUXILIARIES = frozenset("has have had been was were is are be being".split())
_NOUN_CONTEXT = frozenset("a an the this these those our their its each every".split())
# Plural nouns are rarely noun-compound modifiers, so a plural inside a phrase
# usually means the next word is a verb ("graphs converge", "agents wish").
_PLURAL_MODIFIER_OK = frozenset("means series species news".split())
# A word directly followed by one of these is probably a transitive verb
# ("the oracle returns the ...") and cannot end a key phrase.
_DETERMINERS = frozenset("""
    a an the this these those its their our his her each every any such both
    no all it them us itself themselves
""".split())
# A gerund right after one of these (or at a clause start) is a verb
# ("by applying PageRank", "Estimating causal effects") and cannot start one.
_VERB_CONTEXT = frozenset("""
    by for of in on at while when without through after before from via to
    and or but also thus thereby then towards toward into we they it which
    that who whereas
""".split()) | _SUBJECT_CONTEXT
STOP_WORDS = frozenset((set(ENGLISH_STOP_WORDS) - _NOT_STOP) | _EXTRA_STOP)

# Generic academic words: never the first or last word of a key phrase and
# never a tag on their own (matched against the folded, singular form).
GENERIC_WORDS = frozenset(tag_word for tag_word in """
    larger smaller highest lowest largest smallest greater fewer worse
    faster slower weaker longer shorter deeper wider richer simpler easier
    harder cheaper excellent acceptable thorough example amount established
    full certain distinct explicit precise specified desired worth short
    align assume promise combine curate span mandate keep stay give summarise
    summarize shrink grow become seem tend behave succeed lie get take turn
    meet reach exceed produce induce preserve recover pose raise admit
    satisfy deteriorate degrade
    abstract accurate achieve achieved achieving across additional address
    addressing adopt advance advantage aim alleviate allow allowing alter
    applied apply applying approach arise art aspect attain available avoid
    based baseline best better beyond boost broad broader capability capable
    capture case central challenge challenging characterize claim clear
    closely common commonly compare compared comparison competitive complex
    comprehensive concept consider considerable consistent consistently
    contrast contribution conventional converge core correspond
    corresponding critical crucial current currently decrease deliver
    demonstrate demonstrated demonstrating depend derive derived describe
    designed despite detailed develop developed different difficult directly
    discuss due easy  effective effectively effectiveness efficient
    efficiently element emerge employ enable enabled enabling end enhance
    enhanced enhancing ensure ensuring entire especially essential establish
    evaluate evaluated evaluating evidence exhibit existing experiment
    experimental exploit explore extend extended extensive extensively
    facilitate fact fail finally find finding fit focus follow following
    formulate framework fully fundamental gain general generally generic
    given good great greatly handle help high higher highlight highly hold
    however huge idea identify ignore illustrate impact important improve
    improved improvement improving include including incorporate increase
    increasing increasingly incur insight inspired instead introduce
    introduced introducing investigate issue kind known lack  largely
    lead leading leverage leveraging limit limitation limited little low
    lower main mainly major make making manner matter meanwhile method
    methodology minimal mitigate modern motivated namely natural nearly
    necessary need new notable notably novel number numerous obtain obtained
    offer open outperform outperforming overall overcome paper paradigm
    particular particularly penalize perform performance performing persist
    play popular possible potential potentially powerful practical practice
    present presented previous previously primarily prior promising propose
    proposed proposing provide provided providing purpose question range
    rather real recent recently reduce reduced reducing reformulate regard
    related relative relevant rely relying remain remarkable remarkably
    require required requiring research researcher respect respective
    respectively result resulting reveal robust role scenario second see
    seek serve several show showing shown significant significantly similar
    simple simply solution solve solving specific specifically standard
    strategy strong stronger studied study subsequently substantial
    substantially success successful successfully suffer suffice suggest
    superior support surpass surprising surprisingly task technique
    theoretical theoretically thereby thing third tool towards traditional
    true typical typically ultimately understand unify unique use used
    useful using usually utilize valuable variety various verify version
    view way well whole wide widely wish work world yield
""".split())

# Words too broad to be a tag alone but fine inside a phrase
# ("diffusion model", "upper bound", "tabular data").
WEAK_WORDS = frozenset("""
    effect large
    accuracy agent algorithm analysis architecture benchmark bound component
    cost data dataset design distribution domain error estimate estimation
    evaluation feature form function generation guarantee inference
    information input layer learning level loss mechanism metric model
    module network objective order output parameter pipeline policy
    prediction problem process quality rate representation sample scale set
    setting signal size space state step structure system term theory time
    token training type understanding value
""".split())

# Never a tag on their own, not even as a last-resort fallback.
NEVER_ALONE = frozenset("""
    model data method result approach framework performance propose novel
    existing paper task large
""".split())

# Modifiers that make a hyphenated token adjectival: "training-free",
# "long-context" should not end a phrase.
_ADJ_HYPHEN_TAILS = frozenset("""
    free based aware specific like driven agnostic efficient level wise
    scale context dimensional order time step shot stage grained aligned
    conditioned guided invariant equivariant consistent preserving dependent
    independent oriented centric intensive critical sensitive style
""".split())

_ADJ_SUFFIXES = ("able", "ible", "ous", "ful", "less", "ical")
_ADJ_SUFFIX_NOUNS = frozenset("variable table cable bible vegetable".split())

_IRREGULAR_PLURALS = {
    "caches": "cache", "niches": "niche", "matrices": "matrix",
    "vertices": "vertex", "indices": "index", "analyses": "analysis",
    "hypotheses": "hypothesis", "theses": "thesis", "criteria": "criterion",
    "phenomena": "phenomenon", "appendices": "appendix", "data": "data",
    "series": "series", "species": "species", "biases": "bias",
    "gases": "gas", "aliases": "alias", "lenses": "lens",
    "dynamics": "dynamics", "physics": "physics", "statistics": "statistics",
    "economics": "economics", "robotics": "robotics", "genomics": "genomics",
    "mechanics": "mechanics", "optics": "optics", "analytics": "analytics",
    "semantics": "semantics", "kinetics": "kinetics", "ethics": "ethics",
    "mathematics": "mathematics", "linguistics": "linguistics",
    "logistics": "logistics", "news": "news", "means": "means",
}

# Tuning knobs (chosen by eyeballing real abstracts, see module docstring).
WORD_WEIGHT = 0.5          # weight of the mean word-level tf-idf
LENGTH_WEIGHT = {1: 0.55, 2: 1.0, 4: 0.9}  # 1 token / 2-3 tokens / longer
KEEP_LONGER_RATIO = 0.7    # longer phrase replaces its sub-phrase if >= ratio
RELATIVE_CUTOFF = 0.6      # extra phrases need >= this x the min_count-th score
MAX_WORDS = 5              # hyphen parts included
HEAD_BASE = 0.35           # end-word factor = min(1, HEAD_BASE + headness)
VERB_PENALTY = 0.3         # phrase starts/ends with a word used as a verb
OF_PENALTY = 0.6           # "X of Y" phrases are usually clumsy tags
PARTICIPLE_PENALTY = 0.85  # phrase starts with an -ed word ("learned profiles")
DIVERSITY = 0.85           # per already chosen phrase sharing a word
SELECT_POOL = 60           # candidates considered per document


# ---------------------------------------------------------------------------
# Folding
# ---------------------------------------------------------------------------


def _singular(word: str) -> str:
    """Simple English plural stripping of one lowercase word."""
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if len(word) <= 3 or not word.isalpha():
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "xes", "zes", "ches", "shes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


@lru_cache(maxsize=1 << 18)
def _fold_word(word: str) -> str:
    # All-caps words are acronyms ("GPS", "BSS"): never strip their final S.
    # A lowercase plural s on an acronym ("LLMs") is stripped.
    if len(word) > 1 and word.isupper():
        return word.lower()
    if len(word) > 2 and word[-1] == "s" and word[:-1].isupper():
        return word[:-1].lower()
    return _singular(word.lower())


_HYPHENS = re.compile(r"[-\u2010\u2011\u2012\u2013\u2014\u2212_/]+")


@lru_cache(maxsize=1 << 18)
def tag_key(phrase: str) -> str:
    """Folded grouping key of a phrase: lowercase, hyphens -> spaces, plurals
    stripped, whitespace normalised.

    >>> tag_key("Persistence-Diagrams")
    'persistence diagram'
    >>> tag_key("long-context LLMs")
    'long context llm'
    """
    words = _HYPHENS.sub(" ", phrase).split()
    return " ".join(_fold_word(w) for w in words)


# ---------------------------------------------------------------------------
# Cleaning and tokenisation
# ---------------------------------------------------------------------------

_BREAK = " \x00 "  # chunk separator that never survives tokenisation

_MATH = re.compile(
    r"\$\$.*?\$\$|\$[^$]*\$|\\\(.*?\\\)|\\\[.*?\\\]"
    r"|\\begin\{(equation|align|math)\*?\}.*?\\end\{\1\*?\}",
    re.S,
)
# commands whose argument is not prose: drop command and argument
_DROP_ARG_CMD = re.compile(
    r"\\(?:cite[a-z]*|ref|eqref|label|url|href|footnote|includegraphics)\*?"
    r"(?:\[[^\]]*\])?\{[^{}]*\}"
)
_TEXT_CMD = re.compile(r"\\[A-Za-z]+\*?\s*\{")   # \textit{ ... } -> keep text
_OTHER_CMD = re.compile(r"\\[A-Za-z]+\*?")        # \sysname -> break
_ESCAPED = re.compile(r"\\[%&#_{}$ ,;!~]")         # \%  \&  "\ " ...
_URL = re.compile(r"https?://\S+|www\.\S+")
_PAREN = re.compile(r"\(([^()]*)\)")
_CITATION = re.compile(r"\bet\s+al\b|\b(19|20)\d\d[a-z]?\b")
_INWORD_DASH = re.compile(r"(?<=\w)(?:--|\u2013|\u2010|\u2011)(?=\w)")
_POSSESSIVE = re.compile(r"(?<=\w)['\u2019]s\b")
_SPLIT = re.compile(r"[.,;:!?()\[\]{}\"\u201c\u201d\u2018\u2019'`|/\\<>=+*\u2014\u2013\u00b7\x00]|\s-+\s|--+")
_TOKEN = re.compile(r"[^\W_]+(?:-[^\W_]+)*")  # unicode letters/digits, inner hyphens


def _paren_repl(match: re.Match) -> str:
    inner = match.group(1).strip()
    if _CITATION.search(inner):
        return _BREAK  # (Li et al., 2022)
    if len(inner.split()) <= 1:
        return " "  # acronym definitions "(KV)" would split "key-value (KV) cache"
    return f"{_BREAK}{inner}{_BREAK}"


_MATH_PREFIX = re.compile(r"\$\s*([A-Za-z0-9])\s*\$(?=-[A-Za-z])")  # $k$-means


def _clean(text: str) -> str:
    text = _MATH_PREFIX.sub(r"\1", text)
    text = _MATH.sub(_BREAK, text)
    text = _DROP_ARG_CMD.sub(_BREAK, text)
    text = _TEXT_CMD.sub(" {", text)
    text = _OTHER_CMD.sub(_BREAK, text)
    text = _ESCAPED.sub(" ", text)
    text = text.replace("~", " ").replace("{,}", "")
    text = _URL.sub(_BREAK, text)
    text = text.replace("{", " ").replace("}", " ")
    text = re.sub(r"[*_#]+", " ", text)  # markdown emphasis
    text = _PAREN.sub(_paren_repl, text)
    text = _INWORD_DASH.sub("-", text)
    text = _POSSESSIVE.sub("", text)
    return text


def _chunks(text: str):
    """Yield (tokens, sentence_initial_flags) per punctuation-free chunk."""
    pos = 0
    sentence_start = True
    for piece in _SPLIT.finditer(text + "."):
        chunk = text[pos:piece.start()]
        toks = _TOKEN.findall(chunk)
        if toks:
            flags = [sentence_start] + [False] * (len(toks) - 1)
            yield toks, flags
            sentence_start = False
        delim = piece.group(0)
        if delim in ".!?:" and (
            piece.end() >= len(text) or text[piece.end():piece.end() + 1].isspace()
        ):
            sentence_start = True
        pos = piece.end()


_QUANTITY = re.compile(r"\d")
_DIMENSION = re.compile(r"\d+[dD]$")  # 2D, 3D


def _is_number(tok: str) -> bool:
    """Numbers and quantities ("90", "1B", "37k"); "3D" is a word."""
    return bool(_QUANTITY.match(tok)) and not _DIMENSION.match(tok)


@lru_cache(maxsize=1 << 18)
def _is_plural(tok: str) -> bool:
    last = tok.rsplit("-", 1)[-1]
    low = last.lower()
    if low in _PLURAL_MODIFIER_OK or low in _IRREGULAR_PLURALS:
        return low in ("matrices", "vertices", "indices", "analyses",
                       "hypotheses", "criteria", "phenomena", "caches")
    return _fold_word(last) != low and not low.endswith("ics")


@lru_cache(maxsize=1 << 18)
def _word_class(tok: str) -> str:
    """'stop', 'generic', 'weak' or 'strong' for one (surface) token."""
    low = tok.lower()
    if low in STOP_WORDS or len(low) < 2 or _is_number(tok):
        return "stop"
    parts = low.split("-")
    folded = [_singular(p) for p in parts]
    if all(p in STOP_WORDS or _singular(p) in GENERIC_WORDS or p.isdigit()
           for p in parts):
        return "generic"  # "state-of-the-art", "end-to-end"
    if len(parts) == 1:
        f = folded[0]
        if f in GENERIC_WORDS or low in GENERIC_WORDS:
            return "generic"
        if low.endswith("ly") and len(low) > 4:
            return "generic"  # adverbs
        if f in WEAK_WORDS:
            return "weak"
    return "strong"


def _participle(word: str) -> bool:
    return word.endswith("ed") and len(word) > 4 and not word.endswith("eed")


def _ok_end(tok: str) -> bool:
    low = tok.lower()
    if "-" in low:
        return low.rsplit("-", 1)[1] not in _ADJ_HYPHEN_TAILS
    # past participles and adjective suffixes rarely end a noun phrase
    # ("attention-induced", "identifiable", "continuous")
    if _participle(low):
        return False
    return not (low.endswith(_ADJ_SUFFIXES) and low not in _ADJ_SUFFIX_NOUNS)


@lru_cache(maxsize=1 << 18)
def _token_info(tok: str):
    """Per-token facts, cached: (lower, class, key, n_words, word parts,
    can end a phrase, is plural, is Title-case)."""
    low = tok.lower()
    cls = _word_class(tok)
    key = tag_key(tok)
    parts = tuple(_fold_word(p) for p in tok.split("-") if _word_class(p) != "stop")
    return (low, cls, key, key.count(" ") + 1, parts, _ok_end(tok),
            _is_plural(tok), _titlecase(tok))


class _Stats:
    """Corpus-wide token statistics gathered during tokenisation."""

    def __init__(self) -> None:
        self.case_votes: Counter = Counter()  # (lowercase, spelling) -> n
        self.uses: Counter = Counter()        # folded word -> content uses
        self.heads: Counter = Counter()       # folded word -> uses as phrase head
        self.verb_votes: Counter = Counter()  # folded word -> verb minus noun uses


def _analyse(text: str, stats: _Stats, max_tokens: int = 3):
    """Tokenise one document.

    Returns ``(phrases, words)``: phrase candidates as ``(key, lowercase
    surface, n_tokens)`` and folded content words (for the word-level
    tf-idf).  Casing, head-word and verb-use observations go into ``stats``:
    whether a content token was followed by another content token (modifier
    use, e.g. an adjective) or not (head use), and whether it appears in a
    verb slot ("it returns") or a noun slot ("the returns").
    """
    phrases: list[tuple[str, str, int]] = []
    words: list[str] = []
    case_votes, uses, heads, verb_votes = (
        stats.case_votes, stats.uses, stats.heads, stats.verb_votes)
    for toks, initial in _chunks(_clean(text)):
        info = [_token_info(t) for t in toks]
        lows = [x[0] for x in info]
        classes = [x[1] for x in info]
        n = len(toks)
        for k in range(n):
            t = toks[k]
            low, cls, key, n_words, parts, _end, _plural, title = info[k]
            if t == low:
                case_votes[low, low] += 1
            else:
                # A capitalised word only says "proper noun" (Markov) when it is
                # neither sentence-initial nor inside a Title-Case run ("Mutual
                # Information"); all-caps/mixed case (KV, PageRank) always counts.
                in_run = title and (
                    (k > 0 and classes[k - 1] != "stop" and info[k - 1][7])
                    or (k + 1 < n and classes[k + 1] != "stop" and info[k + 1][7]))
                if not (title and (initial[k] or in_run)):
                    case_votes[low, t] += 1
            if cls == "stop":
                continue
            if cls != "generic":
                words.extend(parts)
            last = key.rsplit(" ", 1)[-1]
            uses[last] += 1
            # head use: nothing meaningful follows ("eviction method" counts)
            if k + 1 == n or classes[k + 1] in ("stop", "generic"):
                heads[last] += 1
            if n_words == 1:
                before = lows[k - 1] if k else None
                after = lows[k + 1] if k + 1 < n else None
                if ((before in _SUBJECT_CONTEXT and before != "to")
                        or (before in _AUXILIARIES and low.endswith("ed"))
                        or (after in _NOUN_CONTEXT and low.endswith("s") and k
                            and classes[k - 1] != "stop")):
                    verb_votes[key] += 1  # "it returns", "has remained", "X returns the"
                elif before in _NOUN_CONTEXT:
                    verb_votes[key] -= 1  # "the returns"
        for i in range(n):
            if classes[i] in ("stop", "generic"):
                continue
            prev = lows[i - 1] if i else None
            if (lows[i].endswith("ing") and len(lows[i]) > 5
                    and (prev is None or prev in _VERB_CONTEXT
                         or classes[i - 1] != "stop")):
                # verb use of a gerund: "by applying X", "Estimating X",
                # "distributions combining X", "accurately preserving X"
                continue
            if prev in _SUBJECT_CONTEXT and (
                    prev != "to" or (toks[i].islower() and not info[i][6])):
                continue  # "we benchmark X", "to analyze telemetry"
            if i and classes[i - 1] != "stop" and info[i - 1][6]:
                continue  # after a plural noun comes a verb: "models generate X"
            strong = 0
            n_words = 0
            for j in range(i, min(n, i + max_tokens)):
                low, cls, _key, nw, _parts, ok_end, plural, _title = info[j]
                if cls == "stop" and low != "of":
                    break
                if cls == "generic" and j > i:
                    break  # generic words neither end nor sit inside a phrase
                n_words += nw
                if n_words > MAX_WORDS:
                    break
                strong += cls == "strong"
                if (cls != "stop" and strong and ok_end
                        and (j > i or cls == "strong")
                        and not (j + 1 < n and lows[j + 1] in _DETERMINERS)):
                    # (a word followed by "the/a/its..." is likely a verb)
                    phrases.append((" ".join(x[2] for x in info[i:j + 1]),
                                    " ".join(lows[i:j + 1]), j + 1 - i))
                if plural:
                    break  # plurals do not modify: "graphs converge"
    return phrases, words


# ---------------------------------------------------------------------------
# Display forms
# ---------------------------------------------------------------------------


def _special_case(tok: str) -> bool:
    """All-caps or mixed case somewhere in the token: KV, PageRank, LLMs, 8B."""
    return any(any(c.isupper() for c in p[1:]) for p in tok.split("-"))


def _titlecase(tok: str) -> bool:
    return tok[:1].isupper() and not _special_case(tok)


def _token_case_map(case_votes: Counter) -> dict[str, str]:
    """lowercase token -> display spelling, by corpus-wide vote (most votes;
    ties prefer lowercase, then lexicographic order)."""
    best: dict[str, tuple] = {}
    for (low, spelling), count in case_votes.items():
        rank = (-count, spelling != low, spelling)
        if low not in best or rank < best[low]:
            best[low] = rank
    return {low: r[2] for low, r in best.items() if r[2] != low}


# ---------------------------------------------------------------------------
# Public API
# ---------------------------------------------------------------------------


def _identity(x):
    return x


def _contains(longer: tuple[str, ...], shorter: tuple[str, ...]) -> bool:
    """True if every word of ``shorter`` occurs in the (longer) ``longer``:
    covers contiguous sub-phrases ("KV cache" in "KV cache eviction") and
    near-duplicates ("long-context inference" in "long-context LLM
    inference")."""
    return len(shorter) < len(longer) and set(shorter) <= set(longer)


class _Vocabulary:
    """Interned phrase keys with compact per-key facts (arrays, not objects,
    so 10k abstracts with millions of distinct n-grams stay cheap)."""

    def __init__(self) -> None:
        self.ids: dict[str, int] = {}
        self.keys: list[str] = []
        self.count = array("l")          # occurrences in the corpus
        self.n_tokens = array("b")       # tokens of the first-seen spelling
        self.has_of = array("b")         # internal "of" ("curse of X")
        self.first_surface: list[str] = []
        self.variants: dict[int, Counter] = {}  # keys seen in >1 spelling

    def add(self, key: str, surface: str, n_tokens: int) -> str:
        kid = self.ids.get(key)
        if kid is None:
            kid = self.ids[key] = len(self.keys)
            self.keys.append(key)
            self.count.append(1)
            self.n_tokens.append(min(n_tokens, 127))
            self.has_of.append(" of " in surface)
            self.first_surface.append(surface)
            return key
        self.count[kid] += 1
        counter = self.variants.get(kid)
        if counter is not None:
            counter[surface] += 1
        elif surface != self.first_surface[kid]:
            self.variants[kid] = Counter(
                {self.first_surface[kid]: self.count[kid] - 1, surface: 1})
        return self.keys[kid]

    def surface(self, key: str) -> str:
        """Most frequent spelling (plural/hyphenation), ties -> lexicographic."""
        kid = self.ids[key]
        counter = self.variants.get(kid)
        if counter is None:
            return self.first_surface[kid]
        return min(counter.items(), key=lambda kv: (-kv[1], kv[0]))[0]


def _tfidf(token_docs):
    vec = TfidfVectorizer(analyzer=_identity, lowercase=False, min_df=1,
                          sublinear_tf=True, norm="l2")
    matrix = vec.fit_transform(token_docs).tocsr()
    matrix.sort_indices()
    names = [None] * len(vec.vocabulary_)
    for name, col in vec.vocabulary_.items():
        names[col] = name
    return matrix, names, vec.vocabulary_


def extract_keywords(
    documents: Sequence[str], *, min_count: int = 3, max_count: int = 6
) -> list[tuple[str, ...]]:
    """Key phrases per document, scored by tf-idf over the whole corpus.

    Returns one tuple per input document (same order) with between
    ``min_count`` and ``max_count`` display phrases (fewer only when a
    document does not contain ``min_count`` distinct content words, e.g. an
    empty string).  The same concept gets the identical string in every
    document (see :func:`tag_key`).  Deterministic for a given input.
    """
    if min_count < 0 or max_count < min_count:
        raise ValueError("need 0 <= min_count <= max_count")
    docs = ["" if d is None else str(d) for d in documents]
    if not docs:
        return []

    # 1. one tokenisation pass
    stats = _Stats()
    vocab = _Vocabulary()
    word_ids: dict[str, str] = {}
    phrase_docs: list[list[str]] = []
    word_docs: list[list[str]] = []
    for doc in docs:
        phrases, words = _analyse(doc, stats)
        phrase_docs.append([vocab.add(k, s, n) for k, s, n in phrases])
        word_docs.append([word_ids.setdefault(w, w) for w in words])
    case_map = _token_case_map(stats.case_votes)
    if not any(phrase_docs):  # nothing phrase-like anywhere: single words only
        return [tuple(case_map.get(w, w) for w in _fallback_words(w, set(), min_count))
                for w in word_docs]

    # 2. tf-idf over phrases and over single words
    P, p_names, _ = _tfidf(phrase_docs)
    W, _, w_vocab = _tfidf(word_docs) if any(word_docs) else (None, None, {})
    n_feat = len(p_names)

    # 3. document-independent prior per phrase feature
    key_ids = vocab.ids
    kid_of_col = np.fromiter((key_ids[k] for k in p_names), dtype=np.int64, count=n_feat)
    n_tok = np.frombuffer(vocab.n_tokens, dtype=np.int8)[kid_of_col]
    has_of = np.frombuffer(vocab.has_of, dtype=np.int8)[kid_of_col].astype(bool)
    first_last = [(k.split(" ", 1)[0], k.rsplit(" ", 1)[-1], k.count(" ") + 1)
                  for k in p_names]
    n_words = np.fromiter((x[2] for x in first_last), dtype=np.int64, count=n_feat)

    def headness(w: str) -> float:
        return min(1.0, HEAD_BASE + (stats.heads[w] + 1) / (stats.uses[w] + 2))

    verbish = {w for w, v in stats.verb_votes.items() if v > 0}
    prior = np.where(n_tok == 1, LENGTH_WEIGHT[1],
                     np.where(n_tok <= 3, LENGTH_WEIGHT[2], LENGTH_WEIGHT[4]))
    prior = prior * np.fromiter(
        (headness(l) if nw > 1 else 1.0 for _f, l, nw in first_last),
        dtype=float, count=n_feat)
    prior = prior * np.where(has_of, OF_PENALTY, 1.0)
    prior = prior * np.fromiter(
        (PARTICIPLE_PENALTY if nw > 1 and _participle(f) else 1.0
         for f, _l, nw in first_last), dtype=float, count=n_feat)
    prior = prior * np.fromiter(
        (VERB_PENALTY if (f in verbish or l in verbish) else 1.0
         for f, l, _nw in first_last), dtype=float, count=n_feat)

    # 4. mean word-level tf-idf of each (document, phrase) entry, vectorised:
    #    expand every non-zero entry into its words and look them up in W.
    word_sum = np.zeros(P.nnz)
    if W is not None:
        flat = [w_vocab.get(w, -1) for k in p_names for w in k.split(" ")]
        pw_ptr = np.zeros(n_feat + 1, dtype=np.int64)
        np.cumsum(n_words, out=pw_ptr[1:])
        pw_idx = np.asarray(flat, dtype=np.int64)
        rows = np.repeat(np.arange(P.shape[0], dtype=np.int64), np.diff(P.indptr))
        cols = P.indices.astype(np.int64)
        lens = n_words[cols]
        entry = np.repeat(np.arange(P.nnz, dtype=np.int64), lens)
        offset = np.arange(entry.size, dtype=np.int64) - np.repeat(np.cumsum(lens) - lens, lens)
        widx = pw_idx[pw_ptr[cols][entry] + offset]
        n_wcols = W.shape[1]
        w_rows = np.repeat(np.arange(W.shape[0], dtype=np.int64), np.diff(W.indptr))
        w_keys = w_rows * n_wcols + W.indices.astype(np.int64)  # sorted
        query = rows[entry] * n_wcols + widx
        pos = np.minimum(np.searchsorted(w_keys, query), max(w_keys.size - 1, 0))
        hit = (widx >= 0) & (w_keys.size > 0) & (w_keys[pos] == query)
        vals = np.where(hit, W.data[pos] if w_keys.size else 0.0, 0.0)
        word_sum = np.bincount(entry, weights=vals, minlength=P.nnz)
        word_sum = word_sum / n_words[cols]
    scores = (P.data + WORD_WEIGHT * word_sum) * prior[P.indices]

    # 5. per document: greedy selection over candidates sorted by score
    #    (ties -> alphabetical, since columns are in sorted key order)
    results: list[tuple[str, ...]] = []
    for d in range(len(docs)):
        lo, hi = P.indptr[d], P.indptr[d + 1]
        cols_d = P.indices[lo:hi]
        s_d = scores[lo:hi]
        order = np.lexsort((cols_d, -s_d))
        multi, single = [], []
        for o in order.tolist():
            col = cols_d[o]
            bucket = multi if n_words[col] > 1 else single
            if len(bucket) < SELECT_POOL:
                bucket.append((float(s_d[o]), p_names[col]))
            elif len(multi) >= SELECT_POOL and len(single) >= SELECT_POOL:
                break
        key_words = _WordsCache()
        chosen = _select(multi, key_words, max_count)
        # beyond min_count, keep only phrases reasonably close to the
        # min_count-th one (a single dominant phrase should not cut the rest)
        if len(chosen) > min_count > 0:
            ref = chosen[min_count - 1][0]
            chosen = chosen[:min_count] + [
                c for c in chosen[min_count:] if c[0] >= RELATIVE_CUTOFF * ref]
        if len(chosen) < min_count:
            chosen = _fill_up(chosen, multi, single, key_words, min_count)
        tags = [_display(vocab.surface(k), case_map) for _, k in chosen[:max_count]]
        if len(tags) < min_count:
            taken = {w for _, k in chosen for w in key_words[k]}
            tags += [case_map.get(w, w) for w in
                     _fallback_words(word_docs[d], taken, min_count - len(tags))]
        results.append(tuple(tags))
    return results


class _WordsCache(dict):
    def __missing__(self, key: str) -> tuple[str, ...]:
        value = self[key] = tuple(key.split(" "))
        return value


def _display(surface: str, case_map: dict[str, str]) -> str:
    return " ".join(case_map.get(t, t) for t in surface.split(" "))


def _select(scored, key_words, limit):
    """Greedy pick of up to ``limit`` phrases from ``scored`` (sorted best
    first).

    * A candidate whose words all occur in a chosen phrase is dropped.
    * A candidate containing a chosen phrase replaces it when its score is
      within ``KEEP_LONGER_RATIO`` (the longer phrase is more specific) and is
      dropped otherwise.
    * Phrases sharing their head (last) word plus one more word are
      near-duplicates ("neural PDE solvers" / "neural surrogate solvers").
    * Each chosen phrase sharing a word with a candidate multiplies the
      candidate's score by ``DIVERSITY`` so one paper does not get five
      "treatment ..." tags.
    """
    pool = [(score, key, key_words[key], frozenset(key_words[key]))
            for score, key in scored[:SELECT_POOL]]
    alive = [True] * len(pool)
    shared = [0] * len(pool)
    chosen: list[tuple[float, str]] = []
    while len(chosen) < limit:
        best_i, best_adj = -1, -1.0
        for i, (score, _key, _words, _set) in enumerate(pool):
            if alive[i]:
                adjusted = score * DIVERSITY ** shared[i]
                if adjusted > best_adj:  # strict: ties keep the earlier (better) one
                    best_i, best_adj = i, adjusted
        if best_i < 0:
            break
        alive[best_i] = False
        score, key, words, wset = pool[best_i]
        # prefer a longer, nearly as good phrase that contains this one
        for i, (lscore, lkey, lwords, lset) in enumerate(pool):
            if (alive[i] and len(lwords) > len(words) and wset <= lset
                    and lscore >= KEEP_LONGER_RATIO * score):
                alive[i] = False
                key, words, wset = lkey, lwords, lset
                break
        chosen.append((score, key))
        for i, (_s, _k, cwords, cset) in enumerate(pool):
            if not alive[i]:
                continue
            common = len(cset & wset)
            if not common:
                continue
            if (cwords == words or common == len(cset) or common == len(wset)
                    or (cwords[-1] == words[-1] and common >= 2)):
                alive[i] = False  # sub-/super-phrase or near-duplicate
            else:
                shared[i] += 1
    return chosen


def _fill_up(chosen, multi, single, key_words, need):
    """Too few good phrases: add, in this order, the best single informative
    words not already inside a chosen phrase, sub-phrases of chosen phrases
    ("long-context retrieval" for "long-context retrieval graphs"), then any
    remaining informative words."""
    chosen = list(chosen)
    have = {k for _, k in chosen}
    taken = {w for k in have for w in key_words[k]}
    sub_phrases = [(s, k) for s, k in multi if k not in have and any(
        _contains(key_words[c], key_words[k]) for c in have)]
    for pool in ([c for c in single if c[1] not in taken], sub_phrases, single):
        for score, key in pool:
            if len(chosen) >= need:
                return chosen
            if key not in have:
                chosen.append((score, key))
                have.add(key)
    return chosen


def _fallback_words(words: list[str], taken: set[str], need: int) -> list[str]:
    """Most frequent remaining content words (weak ones allowed), for
    documents too short to yield enough phrases; ties -> alphabetical."""
    counts = Counter(w for w in words if w not in taken and w not in NEVER_ALONE)
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return [w for w, _ in ranked[:max(need, 0)]]
