"""Key-phrase extraction for paper abstracts.

Phrases are scored with scikit-learn's :class:`TfidfVectorizer` fitted over the
whole corpus, so a phrase ranks high for a paper when it is frequent in that
abstract and rare across the list.  The work is linear in corpus size: one
cleaning pass (acronym definitions), one tokenisation pass, two sparse tf-idf
matrices, vectorised scoring of their non-zero entries and a short greedy
pick per document (no comparisons between documents).  10k abstracts take
roughly 10 s.  No part-of-speech model is used (none that installs from PyPI
with its data fits; see the word lists below): part of speech is guessed from
word lists, suffixes, the neighbouring words and corpus statistics.

Pipeline
--------
1. Clean each abstract: drop ``$...$`` math, LaTeX commands (keeping the text
   of ``\\textit{...}``-style wrappers), citations and markdown emphasis.
   Acronym definitions are found with the Schwartz-Hearst rule (the
   acronym's letters appear in order in the preceding words).  Inside a noun
   phrase the acronym replaces its long form ("the key-value (KV) cache" ->
   "the KV cache"); otherwise the long form stays ("neural posterior
   estimation (NPE) often ...") and every later "NPE" - in this abstract, or
   in any abstract when the corpus defines the acronym consistently - counts
   as an occurrence of the long form.
2. Split into chunks at punctuation/math so no candidate crosses a clause
   boundary, and tokenise (hyphenated words such as ``long-context`` stay one
   token).
3. Candidates are 1-3 token n-grams (``ngram_range=(1, 3)``) that neither
   start nor end with an English stop word, a generic academic word or a
   vague adjective ("single", "dramatic"); inside a phrase only ``of`` may be
   a stop word ("curse of dimensionality").  Part-of-speech guesses reject
   verb/adjective edges: gerunds in verb position ("by applying X"), -ing
   words after a noun unless they are ML nouns or used as nouns in the
   abstract ("encoder acting" no, "KV caching" yes), third-person verbs
   ("objective controls", "X calibrates Y"), plurals followed by a verb
   ("graphs converge"), hyphenated adjectives ("X-free"), pieces of slash
   compounds ("train/val triplets").
4. Every candidate is replaced by its folded key (:func:`tag_key`: lowercase,
   hyphens as spaces, plurals stripped) so "Persistence diagrams",
   "persistence diagram" and "long-context"/"long context" are one feature
   and therefore one tag across papers.
5. Score = tf-idf of the phrase + ``WORD_WEIGHT`` x mean tf-idf of its words
   (a second, word-level TfidfVectorizer), times a prior: single tokens are
   down-weighted, as are phrases ending in a word the corpus uses as a
   modifier (adjectives), starting with a participle ("trained small
   model"), ending in an acronym ("benchmark SBI"), containing "of",
   bordered by a word seen in verb position, or too broad ("neural
   network").  Phrases used by a few papers (2 <= df <= 10 %) get a bonus so
   tags connect papers.  Per paper, the long form of an acronym it defines
   and the phrases of its first "we introduce/propose ..." sentence are
   boosted.
6. Selection is greedy: sub-phrases, super-phrases and near-duplicates
   (sharing two words, overlapping windows, the same word stems, or an
   acronym and its long form) are dropped; the longer phrase replaces a
   chosen one when nearly as good (unless only the shorter one is shared
   with other papers); sharing a head, a first word or any word with a chosen
   phrase costs a penalty.
7. Display form: the surface variant (plural/hyphenation) most frequent in the
   corpus; the long form of an acronym unless the acronym is used by several
   papers ("LLMs"); tokens are lowercased unless written in all-caps/mixed
   case (KV, PageRank, LLMs) or capitalised mid-sentence outside Title-Case
   runs more often than not (Markov, Wasserstein).  Names keep their
   capitals: mixed case with a capitalised word ("Personalized PageRank") or
   the Title-Case name a paper gives its contribution ("we introduce Hybrid
   Probabilistic Zonotope"); Title Case that only marks an acronym
   definition ("Large Language Model (LLM)") does not count.
"""

from __future__ import annotations

import re
from array import array
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

import numpy as np
from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS, TfidfVectorizer

from generator.model import KEYWORDS_MAX, KEYWORDS_MIN

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

# Evaluative or quantifying adjectives that make a clumsy first word of a tag
# ("dramatic speedups", "single trained network", "plausible graph").  Same
# treatment as GENERIC_WORDS (matched against the folded form).
_VAGUE_ADJECTIVES = frozenset("""
    single multiple same public dramatic genuine raw chosen alternative
    expensive tough plausible reliable unknown tractable scalable diverse
    official arbitrary realistic moderate aggressive actual careful rigorous
    favorable favourable inherent subtle severe insufficient detrimental
    suitable appropriate adequate strict considerable tiny massive
    desirable prevalent prominent impressive notable serious inadequate
    latest specialized specialised nearest separate subsequent optional
    original key small side variant relationship sharper tighter looser
    broader narrower cleaner finer coarser denser sparser smoother safer
    stronger weaker direct valid infinite
""".split())
GENERIC_WORDS = GENERIC_WORDS | _VAGUE_ADJECTIVES

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

# -ing words that are nouns in ML prose ("Kalman filtering", "KV caching",
# "continual learning").  Any other -ing word inside or at the end of a phrase
# is read as a verb ("encoder acting", "resolution mandating restrictions")
# unless the same abstract uses it as a noun ("the pruning is applied").
NOMINAL_ING = frozenset("""
    learning unlearning training pretraining retraining sampling subsampling
    caching clustering filtering embedding encoding decoding modeling
    modelling prompting pruning ranking reasoning routing mapping matching
    forecasting planning forgetting bargaining docking mining programming
    rendering timing firing tuning profiling engineering sensing switching
    averaging coupling thinking testing targeting serving looping stopping
    weighting overfitting underfitting smoothing boosting bagging hashing
    parsing tagging labeling labelling tracking scheduling batching pooling
    padding masking denoising inpainting captioning grounding answering
    processing preprocessing understanding conditioning preconditioning
    confounding computing scaling editing steering tokenizing
    tokenising hedging pricing trading lending hiring shaping imaging
    screening rewriting retrieving writing reading fitting binding folding
    splitting tiling meshing remeshing coarsening upsampling downsampling
    distilling finetuning fine-tuning post-training pre-training post-processing
    decision-making red-teaming jailbreaking watermarking fingerprinting
    unrolling sketching streaming crowdsourcing annotating warping blending
    matting deblurring dehazing segmenting registering morphing rigging
    skinning grasping navigating manipulating driving offloading
    partitioning indexing querying ensembling bootstrapping resampling
    reweighting pooling packing coloring colouring covering
    scanning sequencing spiking bursting gating passing poisoning
    merging sharing clipping cleaning balancing shuffling mixing scoring
    voting counting checking spotting accounting auditing nowcasting coding
    thresholding whitening normalizing normalising reproducing moving
    running missing operating bidding
""".split())

# Past participles that commonly start a technical term ("supervised
# learning", "weighted conformal prediction", "hidden Markov models").  Other
# -ed first words ("trained small model", "pruned model") are penalised.
TERM_PARTICIPLES = frozenset("""
    supervised unsupervised self-supervised semi-supervised weakly-supervised
    weighted generalized generalised randomized randomised constrained
    unconstrained distributed federated structured unstructured augmented
    gated embedded normalized normalised regularized regularised accelerated
    controlled directed undirected mixed nested coupled conditioned
    hidden integrated layered stacked linked labeled labelled unlabeled
    unlabelled masked amortized amortised discretized discretised
    parameterized parameterised quantized quantised compressed reduced
    restricted truncated censored penalized penalised centered centred
    connected disconnected attributed annotated grounded guided informed
    interleaved localized localised privileged shifted tempered annealed
    estimated expected sliced stratified tailored mixed-integer
    bounded unbounded infinite-dimensional personalized personalised
""".split())
_IRREGULAR_PARTICIPLES = frozenset("""
    chosen drawn built taken made held kept found shown known given seen
    written spoken broken frozen grown thrown won lost set put run begun
""".split()) - {"frozen", "spoken", "set", "run", "known", "seen", "hidden"}

# Third-person verb forms that look like plural nouns; read as verbs when they
# follow a noun ("the DRO-NPE objective controls overfitting").
_VERB_S_FORMS = frozenset("""
    controls aligns governs amortises amortizes suppresses separates encodes
    injects hinders narrows learns predicts approximates generalizes
    generalises relies replaces retains outperforms surpasses enforces
    exploits mitigates maximizes maximises minimizes minimises recovers
    estimates? identifies preserves removes bridges couples embeds maps?
    matches? triggers underlies lies corroborates validates confirms
    characterizes characterises quantifies unifies simplifies accelerates
    compresses decomposes determines dominates eliminates emulates
    enhances facilitates guarantees? incorporates integrates interpolates
    mimics optimizes optimises penalizes penalises prevents promotes
    reconstructs refines regularizes regularises restricts reuses scales?
    selects simulates stabilizes stabilises tracks? transfers? transforms
    updates? utilizes utilises varies warrants
""".replace("?", "").split()) - {"estimates", "maps", "matches", "guarantees",
                                 "scales", "tracks", "transfers", "updates",
                                 "couples", "bridges", "lies"}

_VERB_S_SUFFIXES = ("ates", "izes", "ises", "ifies")  # ... between a noun and its object

# Multi-word phrases too broad to be a useful tag on their own.
BROAD_PHRASES = frozenset(phrase.strip() for phrase in """
    neural network|machine learning|deep learning|training data|loss function|
    upper bound|lower bound|real world|data set|downstream task|key component|
    wide range|benchmark dataset|synthetic data|real data|test time|
    training time|inference time|computational cost|artificial intelligence|
    learning algorithm|learning method|language model|deep neural network|
    neural network architecture|model architecture|model performance|
    training set|test set|ground truth|time step|neural model|learning model|
    learning framework|learning problem|learning task|learning setting|
    data point|sample size|input data|output data|state space|search space|
    small model|large model|base model|proposed model|model size
""".split("|"))

# A sentence with "we <verb>" or "this paper <verb>s" states the contribution.
_CONTRIB_VERBS = frozenset("""
    introduce propose present develop design devise formulate establish
    study investigate analyze analyse consider construct build address
    introduces proposes presents develops designs studies investigates
    """.split())
_CONTRIB_SUBJECTS = frozenset("paper work article study".split())
_CONTRIB_TRIGGERS = _CONTRIB_SUBJECTS | {"we"}
_ADVERB_FILLERS = frozenset("""
    therefore further also first here then thus next now hence finally
    additionally instead newly
""".split())

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
KEEP_SHARED_RATIO = 1.0    # ... or this when only the sub-phrase is shared with other papers
RELATIVE_CUTOFF = 0.6      # extra phrases need >= this x the min_count-th score
MAX_WORDS = 5              # hyphen parts included
HEAD_BASE = 0.35           # end-word factor = min(1, HEAD_BASE + headness)
MODIFIER_ONLY = 0.45       # end-word factor of a word never used as a head
VERB_PENALTY = 0.3         # phrase starts/ends with a word used as a verb
OF_PENALTY = 0.6           # "X of Y" phrases are usually clumsy tags
PARTICIPLE_PENALTY = 0.5   # starts with a participle ("trained small model")
DIVERSITY = 0.85           # per already chosen phrase sharing a word
SAME_HEAD = 0.55           # ... sharing only the head ("user/textual profiles")
SAME_MODIFIER = 0.75       # ... sharing only the first word ("user profiles/representation")
ACRONYM_BOOST = 1.5        # long form of an acronym defined in the abstract
CONTRIBUTION_BOOST = 1.25  # phrase in the first "we introduce/propose ..." sentence
SHARED_BONUS = 1.3         # phrase used by 2+ papers but at most ...
SHARED_MAX_FRACTION = 0.1  # ... this fraction of them
BROAD_PENALTY = 0.5        # "neural network", "machine learning", ...
ACRONYM_END_PENALTY = 0.5  # a phrase ending in an acronym ("benchmark SBI", "absolute SAR")
ACRONYM_DISPLAY_DOCS = 3   # an acronym used in this many papers is shown as such ("LLMs")
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
        return " "  # one-word asides that are not acronym definitions
    return f"{_BREAK}{inner}{_BREAK}"


_MATH_PREFIX = re.compile(r"\$\s*([A-Za-z0-9])\s*\$(?=-[A-Za-z])")  # $k$-means

# Acronym definitions "neural posterior estimation (NPE)".
_ACRONYM = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*")
_SEGMENT_BREAK = re.compile(r"[.,;:!?()\[\]{}\"\u201c\u201d|\\<>=+*\u2014\x00]")
_SENTENCE_END = re.compile(r"[.!?:]\s")
# "the pruning is applied", "a screening of": an -ing word used as a noun
_NOMINAL_USE = re.compile(
    r"\b(?:[Tt]he|[Aa]n?|[Tt]his|[Tt]hese|[Tt]hose|[Oo]ur|[Tt]heir|[Ii]ts|[Ee]ach|[Ee]very)"
    r"\s+([a-z]+ing)(?=\s*(?:[.,;:!?)]|$)|\s+(?:is|are|was|were|of|in|on|for|with|and|or|to"
    r"|that|which|by|as|at|from|under|over|between|via|can|may|will)\b)")
_NEXT_WORDS = re.compile(r"[ \t]*([^\W\d_][\w-]*)(?:[ \t]+([\w-]+))?")


def _acronym(inner: str) -> str | None:
    """The acronym of a parenthesised one-token aside ("KV", "LLMs" -> "LLM",
    "NeSy-CBMs"), or None."""
    if not _ACRONYM.fullmatch(inner):
        return None
    core = inner[:-1] if len(inner) > 2 and inner[-1] == "s" and inner[-2].isupper() else inner
    letters = sum(c.isalnum() for c in core)
    if not 2 <= letters <= 12 or sum(c.isupper() for c in core) < 2:
        return None
    return core


def _long_form_start(short: str, segment: str) -> int | None:
    """Start offset in ``segment`` of the long form that ``short`` abbreviates
    (Schwartz & Hearst 2003: the acronym's characters appear in order, the
    first one at the start of a word), extended leftwards over Title-Case words
    of the same name ("Person Re-Identification (ReID)")."""
    chars = [c.lower() for c in short if c.isalnum()]
    spans = [m.span() for m in re.finditer(r"\S+", segment)]
    if not chars or not spans:
        return None
    limit = min(len(chars) + 5, 2 * len(chars))
    spans = spans[-limit:]
    base = spans[0][0]
    text = segment[base:]
    si, li = len(chars) - 1, len(text) - 1
    while si >= 0:
        c = chars[si]
        while li >= 0 and (text[li].lower() != c
                           or (si == 0 and li > 0 and text[li - 1].isalnum())):
            li -= 1
        if li < 0:
            return None
        li -= 1
        si -= 1
    start = base + text.rfind(" ", 0, li + 1) + 1
    words = [(a, b) for a, b in spans if a >= start]
    if not words or len(segment[start:].split()) < 1 or len(segment[start:].strip()) <= len(short):
        return None
    first = segment[words[0][0]:words[0][1]]
    if first[:1].isupper():
        earlier = [(a, b) for a, b in spans if b <= start]
        while earlier:
            a, b = earlier.pop()
            word = segment[a:b]
            if not (word[:1].isupper() and word.lower() not in STOP_WORDS
                    and word.isalpha() and len(word) > 1):
                break
            start = a
    return start


def _is_mid_phrase(after: str) -> tuple[bool, str]:
    """Does the text after "(ACR)" continue a noun phrase ("(KV) cache")?"""
    m = _NEXT_WORDS.match(after)
    if not m:
        return False, ""
    word, nxt = m.group(1), (m.group(2) or "").lower()
    low = word.lower()
    if _word_class(word) in ("stop", "generic") or not word.islower():
        return False, ""
    if low in _VERB_S_FORMS or (low.endswith("s") and (
            nxt in _DETERMINERS or (nxt.endswith("ly") and len(nxt) > 4))):
        return False, ""  # "(NPE) yields the ...", "(X) controls ..."
    return True, word


def _clean(text: str) -> tuple[str, list[tuple[str, str, bool, str, bool, bool]]]:
    """Cleaned text and the acronym definitions found in it as
    ``(acronym, long form, mid_phrase, next word, sentence_initial,
    in_contribution_sentence)``.

    A definition inside a noun phrase ("the key-value (KV) cache") is
    rewritten to the acronym form ("the KV cache"); elsewhere ("neural
    posterior estimation (NPE) often ...") the acronym is dropped and the long
    form stays as written."""
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
    text = _INWORD_DASH.sub("-", text)
    defs: list[tuple[str, str, bool, str, bool, bool]] = []
    if "(" in text:
        out: list[str] = []
        pos = 0
        for m in _PAREN.finditer(text):
            before = text[pos:m.start()]
            inner = m.group(1).strip()
            short = _acronym(inner)
            if short is not None:
                cut = 0
                for b in _SEGMENT_BREAK.finditer(before):
                    cut = b.end()
                start = _long_form_start(short, before[cut:])
                if start is not None:
                    start += cut
                    long_form = before[start:].strip()
                    mid, word = _is_mid_phrase(text[m.end():])
                    if mid:
                        out.append(before[:start])
                        out.append(f" {inner} ")
                    elif len(_TOKEN.findall(long_form)) > 3:
                        # too long to be an n-gram candidate: let the
                        # acronym stand in for it once
                        out.append(before)
                        out.append(f"{_BREAK}{inner}{_BREAK}")
                    else:
                        out.append(before)
                        out.append(_BREAK)
                    head = text[:m.start() - len(before) + start]
                    initial = not head.strip() or head.rstrip()[-1:] in ".!?:"
                    sentence_head = _SENTENCE_END.split(head)[-1]
                    named = _contribution_chunk(_TOKEN.findall(sentence_head.lower()))
                    defs.append((short, long_form, mid, word, initial, named))
                    pos = m.end()
                    continue
            out.append(before)
            out.append(_paren_repl(m))
            pos = m.end()
        out.append(text[pos:])
        text = "".join(out)
    text = _POSSESSIVE.sub("", text)
    return text, defs


def _chunks(text: str):
    """Yield ``(tokens, sentence_initial_flags, glued_left, glued_right)`` per
    punctuation-free chunk; ``glued_*`` say that the chunk touches a slash
    ("train/val triplets"), so its edge token belongs to a slash compound."""
    pos = 0
    sentence_start = True
    glued = False
    for piece in _SPLIT.finditer(text + "."):
        chunk = text[pos:piece.start()]
        toks = _TOKEN.findall(chunk)
        delim = piece.group(0)
        if toks:
            flags = [sentence_start] + [False] * (len(toks) - 1)
            yield (toks, flags, glued and chunk[:1].isalnum(),
                   delim == "/" and chunk[-1:].isalnum())
            sentence_start = False
        if delim in ".!?:" and (
            piece.end() >= len(text) or text[piece.end():piece.end() + 1].isspace()
        ):
            sentence_start = True
        glued = delim == "/" and (not chunk or chunk[-1:].isalnum())
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
    can end a phrase, is plural, is Title-case, -ing form (see
    :func:`_ing_form`), verb form: 2 "controls", 1 "calibrates" (a verb
    between a noun and its object), 0 no)."""
    low = tok.lower()
    cls = _word_class(tok)
    key = tag_key(tok)
    parts = tuple(_fold_word(p) for p in tok.split("-") if _word_class(p) != "stop")
    verb = 2 if low in _VERB_S_FORMS else 1 if low.endswith(_VERB_S_SUFFIXES) else 0
    return (low, cls, key, key.count(" ") + 1, parts, _ok_end(tok),
            _is_plural(tok), _titlecase(tok), _ing_form(low), verb)


class _Stats:
    """Corpus-wide token statistics gathered during tokenisation."""

    def __init__(self) -> None:
        self.case_votes: Counter = Counter()  # (lowercase, spelling) -> n
        self.uses: Counter = Counter()        # folded word -> content uses
        self.heads: Counter = Counter()       # folded word -> uses as phrase head
        self.verb_votes: Counter = Counter()  # folded word -> verb minus noun uses
        self.names: dict[str, Counter] = {}   # key -> spellings as a capitalised name
        self.stand_ins: Counter = Counter()   # key -> occurrences as an acronym


@lru_cache(maxsize=1 << 16)
def _ing_form(low: str) -> int:
    """0: not an -ing verb form; 1: a gerund that is an ML noun ("caching",
    "decision-making"); 2: an -ing word read as a verb unless the document
    shows otherwise; 3: hyphenated adjective ("time-varying") - fine as a
    modifier, not as a head."""
    if not low.endswith("ing") or len(low) <= 5:
        return 0
    last = low.rsplit("-", 1)[-1]
    if low in NOMINAL_ING or last in NOMINAL_ING:
        return 1
    if "-" in low:
        return 3
    return 2


def _contribution_chunk(lows: list[str]) -> bool:
    """Does this chunk say "we (also) introduce/propose/..." or "this paper
    presents ..."?"""
    n = len(lows)
    for k in range(n):
        if lows[k] == "we" or (lows[k] in _CONTRIB_SUBJECTS and k
                               and lows[k - 1] in ("this", "our")):
            m = k + 1
            while m < n and (lows[m] in _ADVERB_FILLERS or (
                    lows[m].endswith("ly") and len(lows[m]) > 4)):
                m += 1
            if m < n and lows[m] in _CONTRIB_VERBS:
                return True
    return False


def _long_form_entry(long_form: str, modifier: bool = False):
    """``(key, surface, n_tokens, content parts, modifier)`` of an acronym's
    long form, or None when it is no usable phrase (stop words, too long).
    ``modifier``: defined inside a noun phrase ("Large Language Model (LLM)
    serving"), so only the acronym as a head stands for it."""
    toks = _TOKEN.findall(long_form)
    if not toks:
        return None
    info = [_token_info(t) for t in toks]
    if (info[0][1] in ("stop", "generic") or info[-1][1] in ("stop", "generic")
            or any(x[1] == "stop" and x[0] != "of" for x in info)
            or sum(x[3] for x in info) > MAX_WORDS + 1):
        return None
    parts = tuple(p for x in info if x[1] != "generic" for p in x[4])
    return (" ".join(x[2] for x in info), " ".join(x[0] for x in info), len(toks), parts,
            modifier)


def _analyse(text: str, acronyms: dict, stats: _Stats, max_tokens: int = 3):
    """Tokenise one (cleaned) document.

    Returns ``(phrases, words, contribution, used)``: phrase candidates as
    ``(key, lowercase surface, n_tokens)``, folded content words (for the
    word-level tf-idf), the keys of the candidates in the first contribution
    sentence ("we introduce ...") and the long forms whose acronym occurs.
    ``acronyms`` maps a folded acronym to its long form (see
    :func:`_long_form_entry`): the acronym counts as an occurrence of its long
    form.  Casing, name, head-word and verb-use observations go into
    ``stats``: whether a content token was followed by another content token
    (modifier use, e.g. an adjective) or not (head use), and whether it
    appears in a verb slot ("it returns") or a noun slot ("the returns").
    """
    phrases: list[tuple[str, str, int]] = []
    words: list[str] = []
    case_votes, uses, heads, verb_votes = (
        stats.case_votes, stats.uses, stats.heads, stats.verb_votes)
    used: set[str] = set()
    # -ing words this abstract uses as nouns: "the pruning is applied"
    nominal = {m.lower() for m in _NOMINAL_USE.findall(text)} if "ing" in text else ()
    sentence = -1
    sentence_starts: list[int] = []
    contribution_sentence = -1
    contributes = False
    for toks, initial, glued_left, glued_right in _chunks(text):
        if initial[0]:
            sentence += 1
            sentence_starts.append(len(phrases))
            contributes = False
        info = [_token_info(t) for t in toks]
        lows = [x[0] for x in info]
        classes = [x[1] for x in info]
        n = len(toks)
        if (not contributes and not _CONTRIB_TRIGGERS.isdisjoint(lows)
                and _contribution_chunk(lows)):
            contributes = True
            if contribution_sentence < 0:
                contribution_sentence = max(sentence, 0)
        # capitalised words that may belong to a name: Title Case (not at a
        # sentence start) and mixed case ("Person Re-Identification",
        # "Personalized PageRank")
        capitals = False
        if any([x[7] for x in info]):
            titled = [x[7] and not initial[k] for k, x in enumerate(info)]
            capitals = any(titled)
            special = [t != x[0] and not x[7] for t, x in zip(toks, info)]
        ing = [x[8] for x in info]
        if nominal and 2 in ing:
            ing = [1 if g == 2 and low in nominal else g for g, low in zip(ing, lows)]
        # third-person verbs: "the robust objective calibrates posteriors"
        verb_s = [x[9] for x in info]
        if 1 in verb_s:
            verb_s = [v == 2 or (v == 1 and 0 < k < n - 1 and classes[k - 1] != "stop"
                                 and not info[k - 1][6] and classes[k + 1] != "stop")
                      for k, v in enumerate(verb_s)]
        for k in range(n):
            t = toks[k]
            low, cls, key, n_words, parts, _end, _plural, title, _ing, _verb = info[k]
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
                long_form = acronyms.get(key) if not title and t != low else None
                words.extend(long_form[3] if long_form else parts)
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
            if classes[i] in ("stop", "generic") or verb_s[i]:
                continue
            if i == 0 and glued_left:
                continue  # "val" of "train/val triplets"
            prev = lows[i - 1] if i else None
            if (ing[i] == 2
                    and (prev is None or prev in _VERB_CONTEXT
                         or classes[i - 1] != "stop")):
                # verb use of a gerund: "by applying X", "Estimating X",
                # "distributions combining X", "accurately preserving X"
                continue
            if prev in _SUBJECT_CONTEXT and (
                    prev != "to" or (toks[i].islower() and not info[i][6])):
                continue  # "we benchmark X", "to analyze telemetry"
            if i and classes[i - 1] not in ("stop", "generic") and info[i - 1][6]:
                continue  # after a plural noun comes a verb: "models generate X"
            strong = 0
            n_words = 0
            for j in range(i, min(n, i + max_tokens)):
                low, cls, _key, nw, _parts, ok_end, plural, _title, _ing, _verb = info[j]
                if cls == "stop" and low != "of":
                    break
                if cls == "generic" and j > i:
                    break  # generic words neither end nor sit inside a phrase
                if j > i and (ing[j] == 2 or verb_s[j]):
                    break  # "encoder acting", "resolution mandating restrictions"
                n_words += nw
                if n_words > MAX_WORDS:
                    break
                strong += cls == "strong"
                if (cls != "stop" and strong and ok_end and ing[j] != 3
                        and (j > i or cls == "strong")
                        and not (j + 1 < n and lows[j + 1] in _DETERMINERS)
                        and not (glued_right and j == n - 1)):
                    # (a word followed by "the/a/its..." is likely a verb)
                    if j == i and toks[i] != low and not _title:
                        long_form = acronyms.get(_key)
                        if long_form is not None and long_form[4] and j + 1 < n and (
                                classes[j + 1] not in ("stop", "generic")):
                            long_form = None  # "GGN matrix" is no "Gauss-Newton"
                    else:
                        long_form = None
                    if long_form is not None:  # "NPE" -> its long form
                        phrases.append((long_form[0], low, long_form[2]))
                        used.add(long_form[0])
                        stats.stand_ins[long_form[0]] += 1
                    else:
                        phrase_key = " ".join(x[2] for x in info[i:j + 1])
                        phrases.append((phrase_key, " ".join(lows[i:j + 1]), j + 1 - i))
                        if capitals and j > i:
                            n_title = sum(titled[i:j + 1])
                            # a name: mixed case with capitals ("Personalized
                            # PageRank") or a Title-Case run where the paper
                            # names its contribution ("we introduce Hybrid
                            # Probabilistic Zonotope")
                            if (n_title and any(special[i:j + 1])) or (
                                    n_title >= 2 and contributes):
                                names = stats.names.get(phrase_key)
                                if names is None:
                                    names = stats.names[phrase_key] = Counter()
                                names[" ".join(toks[i:j + 1])] += 1
                if plural:
                    break  # plurals do not modify: "graphs converge"
    contribution: set[str] = set()
    if contribution_sentence >= 0 and sentence_starts:
        lo = sentence_starts[contribution_sentence]
        hi = (sentence_starts[contribution_sentence + 1]
              if contribution_sentence + 1 < len(sentence_starts) else len(phrases))
        contribution = {p[0] for p in phrases[lo:hi]}
    return phrases, words, contribution, used


# ---------------------------------------------------------------------------
# Display forms
# ---------------------------------------------------------------------------


def _special_case(tok: str) -> bool:
    """All-caps or mixed case somewhere in the token: KV, PageRank, LLMs, 8B."""
    return any(any(c.isupper() for c in p[1:]) for p in tok.split("-"))


def _is_acronym(tok: str) -> bool:
    """All capitals (an optional plural s): "SAR", "LLMs"."""
    core = tok[:-1] if tok.endswith("s") else tok
    return len(core) > 1 and core.isupper()


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

    def surface(self, key: str, spelled_out: bool = False) -> str:
        """Most frequent spelling (plural/hyphenation, acronym/long form), ties
        -> lexicographic; ``spelled_out``: prefer spellings of several words
        (the long form of a little-known acronym)."""
        kid = self.ids[key]
        counter = self.variants.get(kid)
        if counter is None:
            return self.first_surface[kid]
        items = counter.items()
        if spelled_out:
            items = [kv for kv in items if " " in kv[0]] or items
        return min(items, key=lambda kv: (-kv[1], kv[0]))[0]


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
    documents: Sequence[str], *, min_count: int = KEYWORDS_MIN, max_count: int = KEYWORDS_MAX
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

    # 1. clean every document and collect acronym definitions
    stats = _Stats()
    cleaned: list[str] = []
    local_defs: list[dict] = []
    boosts: list[dict[str, float]] = []
    defined: dict[str, Counter] = {}
    title_in_definitions: Counter = Counter()
    spelled: dict[str, str] = {}  # long-form key -> its spelling in a definition
    entries: dict[str, tuple] = {}
    for doc in docs:
        text, defs = _clean(doc)
        cleaned.append(text)
        local: dict = {}
        boost: dict[str, float] = {}
        for short, long_form, mid, word, initial, named in defs:
            akey = tag_key(short)
            toks = _TOKEN.findall(long_form)
            for k, tok in enumerate(toks):
                # "a deployed Role-playing game (RPG)": capitals of a long form
                # say nothing about proper nouns; take back the vote it cast
                # (Title-Case runs and sentence starts cast none)
                if _titlecase(tok) and _titlecase(toks[0]) and not (k == 0 and initial) and not any(
                        0 <= m < len(toks) and _titlecase(toks[m])
                        and toks[m].lower() not in STOP_WORDS for m in (k - 1, k + 1)):
                    title_in_definitions[tok.lower(), tok] += 1
            if mid:  # "the key-value (KV) cache" -> "KV cache"
                boost[tag_key(f"{short} {word}")] = ACRONYM_BOOST
                if len(toks) < 2:
                    continue  # "key-value" is no concept of its own
            entry = _long_form_entry(long_form, mid)
            if entry is None or entry[0] == akey:
                continue
            local.setdefault(akey, entry)
            spelled.setdefault(entry[0], entry[1])
            if named and len(toks) > 3 and sum(map(_titlecase, toks)) >= 2:
                # the paper's own name, too long to be counted as an n-gram
                stats.names.setdefault(entry[0], Counter())[" ".join(toks)] += 1
            if not mid:  # a modifier ("Large Language Model (LLM) serving") is no tag
                boost[entry[0]] = ACRONYM_BOOST
            defined.setdefault(akey, Counter())[entry[0]] += 1
            entries.setdefault(entry[0], entry)
        local_defs.append(local)
        boosts.append(boost)
    # an acronym defined elsewhere in the corpus, consistently, means the same
    global_defs = {}
    for akey, counter in defined.items():
        key, votes = counter.most_common(1)[0]
        if 3 * votes >= 2 * sum(counter.values()):
            global_defs[akey] = entries[key]

    # 2. one tokenisation pass
    vocab = _Vocabulary()
    word_ids: dict[str, str] = {}
    phrase_docs: list[list[str]] = []
    word_docs: list[list[str]] = []
    acronym_maps: list[dict] = []
    acronym_docs: Counter = Counter()  # long-form key -> documents using the acronym
    for d, text in enumerate(cleaned):
        acronyms = {**global_defs, **local_defs[d]} if local_defs[d] else global_defs
        acronym_maps.append(acronyms)
        phrases, words, contribution, used = _analyse(text, acronyms, stats)
        acronym_docs.update(used)
        phrase_docs.append([vocab.add(k, s, n) for k, s, n in phrases])
        word_docs.append([word_ids.setdefault(w, w) for w in words])
        boost = boosts[d]
        for key in contribution:
            boost[key] = boost.get(key, 1.0) * CONTRIBUTION_BOOST
    for vote, count in title_in_definitions.items():
        left = stats.case_votes.get(vote, 0) - count
        if left > 0:
            stats.case_votes[vote] = left
        else:
            stats.case_votes.pop(vote, None)
    case_map = _token_case_map(stats.case_votes)
    if not any(phrase_docs):  # nothing phrase-like anywhere: single words only
        return [tuple(case_map.get(w, w) for w in _fallback_words(w, set(), min_count))
                for w in word_docs]

    # 3. tf-idf over phrases and over single words
    P, p_names, p_vocab = _tfidf(phrase_docs)
    W, _, w_vocab = _tfidf(word_docs) if any(word_docs) else (None, None, {})
    n_feat = len(p_names)

    # 4. document-independent prior per phrase feature
    key_ids = vocab.ids
    kid_of_col = np.fromiter((key_ids[k] for k in p_names), dtype=np.int64, count=n_feat)
    n_tok = np.frombuffer(vocab.n_tokens, dtype=np.int8)[kid_of_col]
    has_of = np.frombuffer(vocab.has_of, dtype=np.int8)[kid_of_col].astype(bool)
    first_last = [(k.split(" ", 1)[0], k.rsplit(" ", 1)[-1], k.count(" ") + 1)
                  for k in p_names]
    n_words = np.fromiter((x[2] for x in first_last), dtype=np.int64, count=n_feat)

    def headness(w: str) -> float:
        heads, uses = stats.heads[w], stats.uses[w]
        if heads == 0 and uses >= 2:
            return MODIFIER_ONLY  # "hybrid linear-softmax": never a head
        return min(1.0, HEAD_BASE + (heads + 1) / (uses + 2))

    verbish = {w for w, v in stats.verb_votes.items() if v > 0}
    prior = np.where(n_tok == 1, LENGTH_WEIGHT[1],
                     np.where(n_tok <= 3, LENGTH_WEIGHT[2], LENGTH_WEIGHT[4]))
    prior = prior * np.fromiter(
        (headness(l) if nw > 1 else 1.0 for _f, l, nw in first_last),
        dtype=float, count=n_feat)
    prior = prior * np.where(has_of, OF_PENALTY, 1.0)
    prior = prior * np.fromiter(
        (PARTICIPLE_PENALTY if nw > 1 and f not in TERM_PARTICIPLES and (
            _participle(f) or f in _IRREGULAR_PARTICIPLES)
         and f not in case_map else 1.0  # capitalised: part of a name
         for f, _l, nw in first_last), dtype=float, count=n_feat)
    prior = prior * np.fromiter(
        (ACRONYM_END_PENALTY if nw > 1 and _is_acronym(case_map.get(l, l)) else 1.0
         for _f, l, nw in first_last), dtype=float, count=n_feat)
    prior = prior * np.fromiter(
        (BROAD_PENALTY if nw > 1 and k in BROAD_PHRASES else 1.0
         for k, (_f, _l, nw) in zip(p_names, first_last)), dtype=float, count=n_feat)
    # phrases shared by a few papers connect them in the tags index
    df = np.bincount(P.indices, minlength=n_feat)
    shared = (df >= 2) & (df <= max(2.0, SHARED_MAX_FRACTION * len(docs))) & (n_words > 1)
    prior = prior * np.where(shared, SHARED_BONUS, 1.0)
    prior = prior * np.fromiter(
        (VERB_PENALTY if (f in verbish or l in verbish) else 1.0
         for f, l, _nw in first_last), dtype=float, count=n_feat)

    # 5. mean word-level tf-idf of each (document, phrase) entry, vectorised:
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

    # 6. per document: greedy selection over candidates sorted by score
    #    (ties -> alphabetical, since columns are in sorted key order)
    results: list[tuple[str, ...]] = []
    for d in range(len(docs)):
        lo, hi = P.indptr[d], P.indptr[d + 1]
        cols_d = P.indices[lo:hi]
        s_d = scores[lo:hi]
        if boosts[d]:
            s_d = s_d.copy()
            for key, factor in boosts[d].items():
                col = p_vocab.get(key)
                if col is not None:
                    at = int(np.searchsorted(cols_d, col))
                    if at < cols_d.size and cols_d[at] == col:
                        s_d[at] *= factor
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
        chosen = _select(multi, key_words, max_count, acronym_maps[d],
                         lambda key: df[p_vocab[key]] >= 2)
        # beyond min_count, keep only phrases reasonably close to the
        # min_count-th one (a single dominant phrase should not cut the rest)
        if len(chosen) > min_count > 0:
            ref = chosen[min_count - 1][0]
            chosen = chosen[:min_count] + [
                c for c in chosen[min_count:] if c[0] >= RELATIVE_CUTOFF * ref]
        if len(chosen) < min_count:
            chosen = _fill_up(chosen, multi, single, key_words, min_count)

        def show(key: str) -> str:
            return (_name_spelling(vocab, stats, key)
                    or _display(_surface(vocab, key, acronym_docs[key], spelled), case_map))

        tags = [show(k) for _, k in chosen[:max_count]]
        if len(tags) < min_count:
            taken = {w for _, k in chosen for w in key_words[k]}
            tags += [case_map.get(w, w) for w in
                     _fallback_words(word_docs[d], taken, min_count - len(tags))]
        if len(tags) < min_count:  # last resort: parts of the chosen phrases
            more = _fill_up(chosen, multi, single, key_words, min_count - len(tags) + len(chosen),
                            last_resort=True)
            keys = {tag_key(t) for t in tags}
            for _, k in more[len(chosen):]:
                tag = show(k)
                if tag_key(tag) not in keys:
                    tags.append(tag)
                    keys.add(tag_key(tag))
        results.append(tuple(tags))
    return results


class _WordsCache(dict):
    def __missing__(self, key: str) -> tuple[str, ...]:
        value = self[key] = tuple(key.split(" "))
        return value


def _name_spelling(vocab, stats, key: str) -> str | None:
    """The capitalised spelling of ``key`` when most of its occurrences (not
    counting acronym stand-ins) are written as a name ("Personalized
    PageRank", "Dense Associative Memory"), else None."""
    names = stats.names.get(key)
    if not names:
        return None
    total = vocab.count[vocab.ids[key]] - stats.stand_ins[key]
    if 2 * sum(names.values()) <= total:
        return None
    return min(names.items(), key=lambda kv: (-kv[1], kv[0]))[0]


def _surface(vocab, key: str, acronym_docs: int, spelled: dict[str, str]) -> str:
    """Display spelling of ``key``: its most frequent surface, except that the
    long form of an acronym used in fewer than ``ACRONYM_DISPLAY_DOCS``
    papers is spelled out ("neural posterior estimation", not "NPE"), and a
    well-known acronym is shown in the plural when it is ever written so
    ("LLMs")."""
    if key not in spelled:
        return vocab.surface(key)
    if acronym_docs < ACRONYM_DISPLAY_DOCS:
        surface = vocab.surface(key, spelled_out=True)
        return surface if " " in surface else spelled[key]
    surface = vocab.surface(key)
    if " " not in surface and not surface.endswith("s"):
        plural = surface + "s"
        counter = vocab.variants.get(vocab.ids[key])
        if counter and plural in counter:
            return plural
    return surface


def _display(surface: str, case_map: dict[str, str]) -> str:
    return " ".join(case_map.get(t, t) for t in surface.split(" "))


@lru_cache(maxsize=1 << 18)
def _stem(word: str) -> str:
    """Crude stem for near-duplicate tests: "ranking"/"rank",
    "estimator"/"estimation"/"estimate"."""
    for suffix in ("ations", "ation", "ators", "ator", "ates", "ate", "ings", "ing",
                   "ions", "ion", "ers", "er", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[:-len(suffix)]
    return word


@lru_cache(maxsize=1 << 18)
def _key_stems(key: str) -> tuple[tuple[str, ...], frozenset]:
    stems = tuple(_stem(w) for w in key.split(" "))
    return stems, frozenset(stems)


def _select(scored, key_words, limit, acronyms=None, is_shared=None):
    """Greedy pick of up to ``limit`` phrases from ``scored`` (sorted best
    first).  Words are compared after expanding acronyms defined for the
    document ("DFS model" covers "dynamic feature selection").

    * A candidate whose words all occur in a chosen phrase is dropped.
    * A candidate containing a chosen phrase replaces it when its score is
      within ``KEEP_LONGER_RATIO`` (the longer phrase is more specific) and is
      dropped otherwise; a phrase that only spells the chosen one with its
      acronym never replaces it, and a phrase of this paper alone replaces
      one shared with other papers (``is_shared``) only when it scores at
      least as well (``KEEP_SHARED_RATIO``), so tags connect papers.
    * Words are compared by crude stems ("ranking models" / "rank models").
    * Phrases sharing two words are near-duplicates ("phase-field structure"
      / "phase-field models", "neural PDE solvers" / "neural surrogate
      solvers") and are dropped.
    * A chosen phrase sharing only the head word with a candidate multiplies
      its score by ``SAME_HEAD``, sharing only the first word by
      ``SAME_MODIFIER``, any other single word by ``DIVERSITY`` so one paper
      does not get five "treatment ..." tags.
    """
    pool = []
    for score, key in scored[:SELECT_POOL]:
        stems, stem_set = _key_stems(key)
        if acronyms and any(w in acronyms for w in key_words[key]):
            parts = [p for w in key_words[key]
                     for p in (acronyms[w][3] if w in acronyms else (w,))]
            pool.append((score, key, stems, frozenset(map(_stem, parts)), True))
        else:
            pool.append((score, key, stems, stem_set, False))
    alive = [True] * len(pool)
    factor = [1.0] * len(pool)
    chosen: list[tuple[float, str]] = []
    while len(chosen) < limit:
        best_i, best_adj = -1, -1.0
        for i, (score, _key, _words, _set, _acr) in enumerate(pool):
            if alive[i]:
                adjusted = score * factor[i]
                if adjusted > best_adj:  # strict: ties keep the earlier (better) one
                    best_i, best_adj = i, adjusted
        if best_i < 0:
            break
        alive[best_i] = False
        score, key, words, wset, _acr = pool[best_i]
        # prefer a longer, nearly as good phrase that contains this one
        keep_shared = is_shared is not None and is_shared(key)
        for i, (lscore, lkey, lwords, lset, lacr) in enumerate(pool):
            if (alive[i] and len(lwords) > len(words) and wset < lset and not lacr
                    and lscore >= (KEEP_SHARED_RATIO if keep_shared and not is_shared(lkey)
                                   else KEEP_LONGER_RATIO) * score):
                alive[i] = False
                key, words, wset = lkey, lwords, lset
                break
        chosen.append((score, key))
        for i, (_s, _k, cwords, cset, _a) in enumerate(pool):
            if not alive[i]:
                continue
            common = len(cset & wset)
            if not common:
                continue
            if (cwords == words or common == len(cset) or common == len(wset)
                    or common >= 2 or cwords[0] == words[-1] or cwords[-1] == words[0]):
                # (the last: overlapping windows of one longer phrase,
                # "neural transport" / "transport learning")
                alive[i] = False  # sub-/super-phrase or near-duplicate
            elif cwords[-1] == words[-1]:
                factor[i] *= SAME_HEAD
            elif cwords[0] == words[0]:
                factor[i] *= SAME_MODIFIER
            else:
                factor[i] *= DIVERSITY
    return chosen


def _fill_up(chosen, multi, single, key_words, need, last_resort=False):
    """Too few good phrases: add the best single informative words not
    already inside a chosen phrase; as a ``last_resort`` (after the most
    frequent remaining content words, see :func:`_fallback_words`),
    sub-phrases of chosen phrases ("long-context retrieval" for
    "long-context retrieval graphs"), then any remaining informative words."""
    chosen = list(chosen)
    have = {k for _, k in chosen}
    taken = {w for k in have for w in key_words[k]}
    if last_resort:
        pools = ([(s, k) for s, k in multi if k not in have and any(
            _contains(key_words[c], key_words[k]) for c in have)], single)
    else:
        pools = ([c for c in single if c[1] not in taken],)
    for pool in pools:
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
