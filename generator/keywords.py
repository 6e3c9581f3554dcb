"""Key-phrase extraction for paper abstracts.

Phrases are scored with scikit-learn's :class:`TfidfVectorizer` fitted over the
whole corpus, so a phrase ranks high for a paper when it is frequent in that
abstract and rare across the list.  The work is linear in corpus size: one
cleaning pass (acronym definitions), one tokenisation pass whose rules run
as array operations over every token of the corpus (:class:`_Corpus`), two
sparse tf-idf matrices, vectorised scoring of their non-zero entries and a
short greedy pick per document (no comparisons between documents).  10k
abstracts take about 4 s.  No part-of-speech model is used (none that
installs from PyPI with its data fits; see the word lists below): part of
speech is guessed from word lists, suffixes, the neighbouring words and
corpus statistics.

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
from bisect import bisect_right
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

import numpy as np
from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS, TfidfVectorizer

from generator.model import KEYWORDS_MAX, KEYWORDS_MIN
from generator.search_index import SearchSettings, fold

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
    return _singular(fold(word.lower(), _SPELLINGS))  # "normalising" meets "normalizing"


# The spellings that should meet (British and American, plurals): those the search
# folds, tuned in generator/search.yml.
_SPELLINGS = SearchSettings.load().folds


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
_EMPHASIS = re.compile(r"[*_#]+")  # markdown
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
_NOMINAL_DETERMINERS = frozenset(
    spelling for word in "the a an this these those our their its each every".split()
    for spelling in (word, word.capitalize())
)
_NOMINAL_USE = re.compile(
    rf"\b(?:{'|'.join(sorted(_NOMINAL_DETERMINERS))})"
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


def _is_mid_phrase(text: str, after: int) -> tuple[bool, str]:
    """Does the text after "(ACR)" (which ends at ``after``) continue a noun phrase ("(KV) cache")?"""
    m = _NEXT_WORDS.match(text, after)
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
    text = _replace(_MATH_PREFIX, r"\1", text, "$")
    text = _replace(_MATH, _BREAK, text, "$", "\\")
    text = _replace(_DROP_ARG_CMD, _BREAK, text, "\\")
    text = _replace(_TEXT_CMD, " {", text, "\\")
    text = _replace(_OTHER_CMD, _BREAK, text, "\\")
    text = _replace(_ESCAPED, " ", text, "\\")
    text = text.replace("~", " ").replace("{,}", "")
    text = _replace(_URL, _BREAK, text, "http", "www.")
    text = text.replace("{", " ").replace("}", " ")
    text = _replace(_EMPHASIS, " ", text, "*", "_", "#")
    text = _replace(_INWORD_DASH, "-", text, "--", "\u2013", "\u2010", "\u2011")
    defs: list[tuple[str, str, bool, str, bool, bool]] = []
    if "(" in text:
        out: list[str] = []
        pos = 0
        places = None  # made at the first definition
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
                    mid, word = _is_mid_phrase(text, m.end())
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
                    places = places or _DefinitionPlaces(text)
                    initial, named = places(pos + start)
                    defs.append((short, long_form, mid, word, initial, named))
                    pos = m.end()
                    continue
            out.append(before)
            out.append(_paren_repl(m))
            pos = m.end()
        out.append(text[pos:])
        text = "".join(out)
    text = _replace(_POSSESSIVE, "", text, "'s", "\u2019s")
    return text, defs


class _DefinitionPlaces:
    """Where the long forms of one text's acronym definitions stand: whether
    each starts its sentence, and whether its sentence says "we
    introduce/propose ..." before it (:func:`_contribution_chunk` of the
    sentence so far).  Sentence ends, and each sentence's tokens and first
    such statement, are found once and then looked up, so that thousands of
    definitions in one long sentence stay linear."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.ends = [end.end() for end in _SENTENCE_END.finditer(text)]
        self.sentence: tuple[int, list[int], int] | None = None  # (start, token ends, statement verb)

    def __call__(self, at: int) -> tuple[bool, bool]:
        """(initial, named) for a long form starting at ``text[at]``, after a
        space or a break (as :func:`_long_form_start` finds them), so that no
        token of its sentence spans ``at``."""
        text = self.text
        before = at
        while before > 0 and text[before - 1].isspace():
            before -= 1
        initial = before == 0 or text[before - 1] in ".!?:"
        n = bisect_right(self.ends, at)
        start = self.ends[n - 1] if n else 0
        if self.sentence is None or self.sentence[0] != start:
            stop = self.ends[n] if n < len(self.ends) else len(text)
            lowered = text[start:stop].lower()
            if len(lowered) != stop - start:  # lowercase of another length: offsets differ, no shortcut
                return initial, _contribution_chunk(_TOKEN.findall(text[start:at].lower()))
            tokens = list(_TOKEN.finditer(lowered))
            self.sentence = (start, [token.end() for token in tokens],
                             _statement_verb([token.group() for token in tokens]))
        _, token_ends, verb = self.sentence
        return initial, verb < bisect_right(token_ends, at - start)


def _replace(pattern: re.Pattern[str], replacement: str, text: str, *needles: str) -> str:
    """``pattern.sub(replacement, text)``, skipped (as it mostly can be) when
    ``text`` contains none of ``needles``, of which every match contains one."""
    return pattern.sub(replacement, text) if any(needle in text for needle in needles) else text


def _chunks(text: str):
    """Yield ``(tokens, sentence_start, glued_left, glued_right)`` per
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
            yield (toks, sentence_start, glued and chunk[:1].isalnum(),
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


class _Token(NamedTuple):
    """Facts about one token spelling, computed once (see :func:`_token_info`)."""

    spelling: str
    low: str
    cls: str        # "stop", "generic", "weak" or "strong" (see :func:`_word_class`)
    key: str        # folded (see :func:`tag_key`)
    n_words: int    # words of the key
    parts: tuple[str, ...]  # folded content parts of a hyphenated token
    ends: bool      # can end a phrase
    plural: bool
    title: bool     # Title-case
    ing: int        # see :func:`_ing_form`
    verb: int       # 2 "controls", 1 "calibrates" (a verb between a noun and its object), 0 no
    last: str       # last word of the key: the head a use counts for
    lower: bool     # written in lowercase
    acronym: bool   # all-caps or mixed case, not Title-case: may stand for a long form
    content: bool   # neither a stop word nor a generic one


@lru_cache(maxsize=1 << 18)
def _token_info(tok: str) -> _Token:
    """Per-token facts, cached."""
    low = tok.lower()
    cls = _word_class(tok)
    key = tag_key(tok)
    title = _titlecase(tok)
    ing = _ing_form(low)
    return _Token(
        tok, low, cls, key, key.count(" ") + 1,
        tuple(_fold_word(p) for p in tok.split("-") if _word_class(p) != "stop"),
        cls != "stop" and _ok_end(tok) and ing != 3, _is_plural(tok), title, ing,
        2 if low in _VERB_S_FORMS else 1 if low.endswith(_VERB_S_SUFFIXES) else 0,
        key.rsplit(" ", 1)[-1], tok == low, tok != low and not title,
        cls not in ("stop", "generic"),
    )


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
    return _statement_verb(lows) < len(lows)


def _statement_verb(lows: list[str]) -> int:
    """Position of the verb of the first "we (also) introduce/propose/..." or
    "this paper presents ..." in ``lows`` (``len(lows)``: none), which is also
    the one that ends first: a later subject comes after this verb."""
    n = len(lows)
    for k in range(n):
        if lows[k] == "we" or (lows[k] in _CONTRIB_SUBJECTS and k
                               and lows[k - 1] in ("this", "our")):
            m = k + 1
            while m < n and (lows[m] in _ADVERB_FILLERS or (
                    lows[m].endswith("ly") and len(lows[m]) > 4)):
                m += 1
            if m < n and lows[m] in _CONTRIB_VERBS:
                return m
    return n


def _long_form_entry(long_form: str, modifier: bool = False):
    """``(key, surface, n_tokens, content parts, modifier)`` of an acronym's
    long form, or None when it is no usable phrase (stop words, too long).
    ``modifier``: defined inside a noun phrase ("Large Language Model (LLM)
    serving"), so only the acronym as a head stands for it."""
    toks = _TOKEN.findall(long_form)
    if not toks:
        return None
    info = [_token_info(t) for t in toks]
    if (not info[0].content or not info[-1].content
            or any(x.cls == "stop" and x.low != "of" for x in info)
            or sum(x.n_words for x in info) > MAX_WORDS + 1):
        return None
    parts = tuple(p for x in info if x.cls != "generic" for p in x.parts)
    return (" ".join(x.key for x in info), " ".join(x.low for x in info), len(toks), parts,
            modifier)


class _Ids(dict):
    """Spelling -> token id, numbered in order of first occurrence."""

    def __missing__(self, spelling: str) -> int:
        value = self[spelling] = len(self)
        return value


class _Corpus:
    """Every cleaned document cut into chunks of tokens (:func:`_chunks`), as
    arrays over all the tokens of the corpus, so that the rules of
    :func:`_analyse` run as array operations rather than once per token.

    Positions number the tokens of all documents in reading order; ``ids``
    gives each position's token, ``infos`` each token's facts."""

    def __init__(self, texts: Sequence[str]) -> None:
        index = _Ids()
        ids: list[int] = []
        starts: list[int] = []  # chunk -> position of its first token
        chunks: list[tuple[int, bool, bool, bool]] = []  # (document, sentence start, glued left, glued right)
        self.texts = texts
        for d, text in enumerate(texts):
            for toks, sentence_start, glued_left, glued_right in _chunks(text):
                starts.append(len(ids))
                ids += [index[t] for t in toks]
                chunks.append((d, sentence_start, glued_left, glued_right))
        self.documents = len(texts)
        self.infos = [_token_info(t) for t in index]
        self.ids = np.array(ids, dtype=np.int64)
        self.chunk_starts = np.array(starts + [len(ids)], dtype=np.int64)
        columns = list(zip(*chunks)) or [()] * 4
        chunk_doc = np.array(columns[0], dtype=np.int64)
        sentence_start, glued_left, glued_right = (np.array(column, dtype=bool) for column in columns[1:])
        self.chunk_of = np.repeat(np.arange(len(starts)), np.diff(self.chunk_starts))
        self.doc_of = chunk_doc[self.chunk_of]
        self.first = np.zeros(len(ids), dtype=bool)  # first token of its chunk
        self.first[self.chunk_starts[:-1]] = True
        self.last = np.zeros(len(ids), dtype=bool)  # last token of its chunk
        self.last[self.chunk_starts[1:] - 1] = True
        self.chunk_doc = chunk_doc
        self.sentence_of_chunk = np.cumsum(sentence_start) - 1  # numbered across documents
        self.sentence_first = self.first & sentence_start[self.chunk_of]
        self.glued_left = self.first & glued_left[self.chunk_of]
        self.glued_right = self.last & glued_right[self.chunk_of]

    def has(self, fact) -> np.ndarray:
        """``fact(token facts)`` at every position."""
        table = np.fromiter(map(fact, self.infos), dtype=bool, count=len(self.infos))
        return table[self.ids]

    def value(self, fact) -> np.ndarray:
        """The integer ``fact(token facts)`` at every position."""
        table = np.fromiter(map(fact, self.infos), dtype=np.int64, count=len(self.infos))
        return table[self.ids]

    def before(self, flags: np.ndarray) -> np.ndarray:
        """``flags`` of the previous token of the same chunk (False at a chunk's start)."""
        out = np.zeros_like(flags)
        out[1:] = flags[:-1]
        return out & ~self.first

    def after(self, flags: np.ndarray, k: int = 1) -> np.ndarray:
        """``flags`` of the token ``k`` positions later in the same chunk (False past its end)."""
        if k == 0:
            return flags
        out = np.zeros_like(flags)
        if k < flags.size:
            out[:-k] = flags[k:]
            out[:-k] &= self.chunk_of[k:] == self.chunk_of[:-k]
        return out

    def counted(self, where: np.ndarray) -> list[tuple[_Token, int]]:
        """(token facts, occurrences) of the tokens at the positions ``where`` is True."""
        counts = np.bincount(self.ids[where], minlength=len(self.infos))
        return [(self.infos[t], int(counts[t])) for t in np.flatnonzero(counts).tolist()]


def _shifted(values: np.ndarray, k: int) -> np.ndarray:
    """``values`` ``k`` positions later (0 past the end)."""
    out = np.zeros_like(values)
    if k < values.size:
        out[:values.size - k] = values[k:]
    return out


def _observe(corpus: _Corpus, stats: _Stats) -> None:
    """Casing, head-word and verb-use observations: whether a content token
    is followed by another content token (modifier use, e.g. an adjective) or
    not (head use), and whether it appears in a verb slot ("it returns") or a
    noun slot ("the returns")."""
    c = corpus
    stop = c.has(lambda x: x.cls == "stop")
    title = c.has(lambda x: x.title)
    for x, n in c.counted(np.ones(c.ids.size, dtype=bool)):
        if x.lower:
            stats.case_votes[x.low, x.low] += n
        if x.cls != "stop":
            stats.uses[x.last] += n
    # A capitalised word only says "proper noun" (Markov) when it is neither
    # sentence-initial nor inside a Title-Case run ("Mutual Information");
    # all-caps/mixed case (KV, PageRank) always counts.
    run = ~stop & title
    proper = ~c.has(lambda x: x.lower) & ~(title & (c.sentence_first | c.before(run) | c.after(run)))
    for x, n in c.counted(proper):
        stats.case_votes[x.low, x.spelling] += n
    # head use: nothing meaningful follows ("eviction method" counts)
    for x, n in c.counted(~stop & ~c.after(c.has(lambda x: x.content))):
        stats.heads[x.last] += n
    one_word = ~stop & c.has(lambda x: x.n_words == 1)
    verb_slot = one_word & (
        c.before(c.has(lambda x: x.low in _SUBJECT_CONTEXT and x.low != "to"))  # "it returns"
        | (c.before(c.has(lambda x: x.low in _AUXILIARIES)) & c.has(lambda x: x.low.endswith("ed")))  # "has remained"
        | (c.after(c.has(lambda x: x.low in _NOUN_CONTEXT)) & c.has(lambda x: x.low.endswith("s"))
           & c.before(~stop)))  # "X returns the"
    noun_slot = one_word & ~verb_slot & c.before(c.has(lambda x: x.low in _NOUN_CONTEXT))  # "the returns"
    for slot, vote in ((verb_slot, 1), (noun_slot, -1)):
        for x, n in c.counted(slot):
            stats.verb_votes[x.key] += vote * n


def _analyse(texts: Sequence[str], acronym_maps: list[dict], stats: _Stats, max_tokens: int = 3):
    """Tokenise the (cleaned) documents.

    Returns per document ``(phrases, words, contribution, used)``: phrase
    candidates as ``(key, lowercase surface, n_tokens)`` in reading order,
    folded content words (for the word-level tf-idf), the keys of the
    candidates in the first contribution sentence ("we introduce ...") and
    the long forms whose acronym occurs.  ``acronym_maps`` maps, per
    document, a folded acronym to its long form (see
    :func:`_long_form_entry`): the acronym counts as an occurrence of its
    long form.  Casing, name, head-word and verb-use observations go into
    ``stats`` (see :func:`_observe`).

    Each rule below is one array operation over every token of the corpus;
    ``c.before(x)`` / ``c.after(x)`` say "the previous / next token of the
    same chunk is x".
    """
    c = _Corpus(texts)
    _observe(c, stats)
    stop = c.has(lambda x: x.cls == "stop")
    generic = c.has(lambda x: x.cls == "generic")
    strong = c.has(lambda x: x.cls == "strong")
    content = ~stop & ~generic
    plural = c.has(lambda x: x.plural)
    # verb use of a gerund: "by applying X", "Estimating X", "distributions
    # combining X", "accurately preserving X" - unless the abstract uses the
    # word as a noun ("the pruning is applied")
    gerund = c.has(lambda x: x.ing == 2)
    for d in _with_nominal_uses(c, gerund):
        nominal = {m.lower() for m in _NOMINAL_USE.findall(c.texts[d])}
        lo, hi = c.chunk_starts[np.searchsorted(c.chunk_doc, [d, d + 1])]
        for p in (lo + np.flatnonzero(gerund[lo:hi])).tolist():
            gerund[p] = c.infos[c.ids[p]].low not in nominal
    # third-person verbs: "the robust objective calibrates posteriors"
    verb = c.value(lambda x: x.verb)
    verb_s = (verb == 2) | ((verb == 1) & c.before(~stop & ~plural) & c.after(~stop))
    start = (content & ~verb_s
             & ~c.glued_left  # "val" of "train/val triplets"
             & ~(gerund & (c.first | c.before(c.has(lambda x: x.low in _VERB_CONTEXT)) | c.before(~stop)))
             # "we benchmark X", "to analyze telemetry"
             & ~(c.before(c.has(lambda x: x.low in _SUBJECT_CONTEXT and x.low != "to")))
             & ~(c.before(c.has(lambda x: x.low == "to")) & c.has(lambda x: x.spelling.islower() and not x.plural))
             & ~c.before(content & plural))  # after a plural noun comes a verb: "models generate X"
    # inside a phrase only "of" may be a stop word; generic words neither end
    # nor sit inside one, nor do verbs ("encoder acting", "resolution mandating restrictions")
    joins = ~(stop & ~c.has(lambda x: x.low == "of")) & ~generic & ~gerund & ~verb_s
    # a word followed by "the/a/its..." is likely a verb
    ends = (c.has(lambda x: x.ends) & ~c.after(c.has(lambda x: x.low in _DETERMINERS))
            & ~c.glued_right)
    n_words = c.value(lambda x: x.n_words)
    reach = start & (n_words <= MAX_WORDS)
    emitted = [np.flatnonzero(reach & strong & ends)]  # one token: a strong word
    has_strong, length = strong, n_words
    for k in range(1, max_tokens):
        length = length + _shifted(n_words, k)
        # plurals do not modify: "graphs converge"
        reach = reach & ~c.after(plural, k - 1) & c.after(joins, k) & (length <= MAX_WORDS)
        has_strong = has_strong | c.after(strong, k)
        emitted.append(np.flatnonzero(reach & has_strong & c.after(ends, k)))
    return _phrases(c, emitted, acronym_maps, stats, content)


def _with_nominal_uses(c: _Corpus, gerund: np.ndarray) -> list[int]:
    """The documents where _NOMINAL_USE may find one of their gerunds: one right
    after a determiner (a whole token or the end of a hyphenated one), as the
    pattern finds them; _NOMINAL_USE is slow, and few abstracts have one."""
    determiner = c.has(lambda x: x.spelling.rsplit("-", 1)[-1] in _NOMINAL_DETERMINERS)
    return np.unique(c.doc_of[gerund & c.before(determiner)]).tolist()


def _ngram_texts(c: _Corpus, starts: np.ndarray, size: int) -> tuple[list[str], list[str]]:
    """Key and lowercase surface of the ``size``-token n-gram at each of ``starts``
    (built once per distinct n-gram)."""
    code = c.ids[starts]
    for k in range(1, size):  # renumbered after each step, so the codes stay small
        code = np.unique(code * len(c.infos) + c.ids[starts + k], return_inverse=True)[1].reshape(-1)
    _, first, inverse = np.unique(code, return_index=True, return_inverse=True)
    keys, surfaces = [], []
    for p in starts[first].tolist():
        tokens = [c.infos[t] for t in c.ids[p:p + size].tolist()]
        keys.append(" ".join(x.key for x in tokens))
        surfaces.append(" ".join(x.low for x in tokens))
    inverse = inverse.reshape(-1).tolist()
    return [keys[i] for i in inverse], [surfaces[i] for i in inverse]


def _contributions(c: _Corpus) -> tuple[np.ndarray, list[int]]:
    """Per chunk, whether its sentence has said "we introduce/propose/..." by
    then; per document, the first sentence that says it (-1: none)."""
    n_chunks = c.chunk_doc.size
    trigger = c.has(lambda x: x.low in _CONTRIB_TRIGGERS)
    says = np.zeros(n_chunks, dtype=bool)
    for chunk in np.flatnonzero(np.bincount(c.chunk_of[trigger], minlength=n_chunks)).tolist():
        tokens = c.ids[c.chunk_starts[chunk]:c.chunk_starts[chunk + 1]].tolist()
        says[chunk] = _contribution_chunk([c.infos[t].low for t in tokens])
    saying = np.flatnonzero(says)
    first_saying = np.full(c.sentence_of_chunk[-1] + 1 if n_chunks else 0, n_chunks)
    np.minimum.at(first_saying, c.sentence_of_chunk[saying], saying)
    contributes = np.arange(n_chunks) >= first_saying[c.sentence_of_chunk]
    sentence = np.full(c.documents, -1)
    docs, first = np.unique(c.chunk_doc[saying], return_index=True)
    sentence[docs] = c.sentence_of_chunk[saying[first]]
    return contributes, sentence.tolist()


def _count_names(c: _Corpus, emitted: list[np.ndarray], keys: list[str], contributes: np.ndarray,
                 stats: _Stats) -> None:
    """Count the capitalised spellings of the candidates of several tokens that
    read as a name: mixed case with capitals ("Personalized PageRank") or a
    Title-Case run where the paper names its contribution ("we introduce Hybrid
    Probabilistic Zonotope")."""
    def running(flags: np.ndarray) -> np.ndarray:
        return np.concatenate(([0], np.cumsum(flags)))

    titled = running(c.has(lambda x: x.title) & ~c.sentence_first)
    mixed = running(c.has(lambda x: x.acronym))
    offset = emitted[0].size  # candidates before those of k + 1 tokens
    for k, starts in enumerate(emitted[1:], start=1):
        n_title = titled[starts + k + 1] - titled[starts]
        named = ((n_title > 0) & (mixed[starts + k + 1] > mixed[starts])) | (
            (n_title >= 2) & contributes[c.chunk_of[starts]])
        for i in np.flatnonzero(named).tolist():
            p = int(starts[i])
            spelling = " ".join(c.infos[t].spelling for t in c.ids[p:p + k + 1].tolist())
            stats.names.setdefault(keys[offset + i], Counter())[spelling] += 1
        offset += starts.size


def _content_words(x: _Token, acronyms: dict) -> tuple[str, ...]:
    """A token's folded content words, or those of the long form it stands for."""
    long_form = acronyms.get(x.key) if x.acronym else None
    return long_form[3] if long_form else x.parts


def _phrases(c: _Corpus, emitted: list[np.ndarray], acronym_maps: list[dict], stats: _Stats,
             content: np.ndarray):
    """The per-document results of :func:`_analyse` from the start positions
    of the phrase candidates (``emitted[k]``: those of k + 1 tokens)."""
    starts = np.concatenate(emitted)
    lengths = np.concatenate([np.full(e.size, k + 1) for k, e in enumerate(emitted)])
    sizes = lengths.tolist()  # tokens of the phrase (of the long form, for an acronym)
    keys, surfaces = [], []
    for k, where in enumerate(emitted):
        more_keys, more_surfaces = _ngram_texts(c, where, k + 1)
        keys += more_keys
        surfaces += more_surfaces
    doc_of = c.doc_of.tolist()
    long_forms: dict[int, str] = {}  # candidate -> the long form it stands for
    acronym = c.has(lambda x: x.acronym)
    next_content = c.after(content)
    for i in np.flatnonzero(acronym[emitted[0]]).tolist():  # "NPE" -> its long form
        p = int(emitted[0][i])
        long_form = acronym_maps[doc_of[p]].get(c.infos[c.ids[p]].key)
        if long_form is None or (long_form[4] and next_content[p]):
            continue  # (a modifier: "GGN matrix" is no "Gauss-Newton")
        keys[i], sizes[i] = long_form[0], long_form[2]
        long_forms[i] = long_form[0]
        stats.stand_ins[long_form[0]] += 1
    contributes, contribution = _contributions(c)
    _count_names(c, emitted, keys, contributes, stats)
    order = np.lexsort((lengths, starts))  # reading order
    bounds = np.searchsorted(c.doc_of[starts[order]], np.arange(c.documents + 1)).tolist()
    sentence = c.sentence_of_chunk[c.chunk_of[starts[order]]].tolist()
    order = order.tolist()
    content_at = np.flatnonzero(content)
    content_bounds = np.searchsorted(c.doc_of[content_at], np.arange(c.documents + 1)).tolist()
    content_tokens = [c.infos[t] for t in c.ids[content_at].tolist()]
    results = []
    for d in range(c.documents):
        lo, hi = bounds[d], bounds[d + 1]
        mine = order[lo:hi]
        acronyms = acronym_maps[d]
        results.append((
            [(keys[i], surfaces[i], sizes[i]) for i in mine],
            [w for x in content_tokens[content_bounds[d]:content_bounds[d + 1]]
             for w in _content_words(x, acronyms)],
            {keys[i] for i, s in zip(mine, sentence[lo:hi]) if s == contribution[d]},
            {long_forms[i] for i in mine if i in long_forms},
        ))
    return results


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
    """Phrase keys with compact per-key facts (arrays, not objects, so 10k
    abstracts with millions of distinct n-grams stay cheap), from the phrase
    candidates of every document (see :func:`_analyse`)."""

    def __init__(self, candidates: Counter) -> None:
        """``candidates``: ``(key, surface, n_tokens)`` -> occurrences, in
        order of first occurrence (so a key's first entry is its first use)."""
        self.ids: dict[str, int] = {}
        self.count = array("l")          # occurrences in the corpus
        self.n_tokens = array("b")       # tokens of the first-seen spelling
        self.has_of = array("b")         # internal "of" ("curse of X")
        self.first_surface: list[str] = []
        self.variants: dict[int, Counter] = {}  # keys seen in >1 spelling
        for (key, surface, n_tokens), count in candidates.items():
            kid = self.ids.get(key)
            if kid is None:
                self.ids[key] = len(self.first_surface)
                self.count.append(count)
                self.n_tokens.append(min(n_tokens, 127))
                self.has_of.append(" of " in surface)
                self.first_surface.append(surface)
                continue
            self.count[kid] += count
            counter = self.variants.get(kid)
            if counter is None:
                counter = self.variants[kid] = Counter({self.first_surface[kid]: self.count[kid] - count})
            counter[surface] += count

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
    candidates: Counter = Counter()
    phrase_docs: list[list[str]] = []
    word_docs: list[list[str]] = []
    acronym_maps = [{**global_defs, **local} if local else global_defs for local in local_defs]
    acronym_docs: Counter = Counter()  # long-form key -> documents using the acronym
    for d, (phrases, words, contribution, used) in enumerate(_analyse(cleaned, acronym_maps, stats)):
        acronym_docs.update(used)
        candidates.update(phrases)
        phrase_docs.append([p[0] for p in phrases])
        word_docs.append(words)
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
    vocab = _Vocabulary(candidates)

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
    scores = _boosted(scores, P, boosts, p_vocab)
    is_multi = n_words > 1
    key_words = _WordsCache()
    results: list[tuple[str, ...]] = []
    for d in range(len(docs)):
        lo, hi = P.indptr[d], P.indptr[d + 1]
        cols_d = P.indices[lo:hi]
        s_d = scores[lo:hi]
        order = np.lexsort((cols_d, -s_d))
        multi_word = is_multi[cols_d[order]]
        multi, single = ([(score, p_names[col]) for score, col in zip(s_d[best].tolist(), cols_d[best].tolist())]
                         for best in (order[multi_word][:SELECT_POOL], order[~multi_word][:SELECT_POOL]))
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
    """Phrase key -> its words."""

    def __missing__(self, key: str) -> tuple[str, ...]:
        value = self[key] = tuple(key.split(" "))
        return value


def _boosted(scores, P, boosts: list[dict[str, float]], p_vocab: dict[str, int]):
    """``scores`` (one per non-zero entry of ``P``) times each document's boosts of its phrases."""
    rows, cols, factors = [], [], []
    for d, boost in enumerate(boosts):
        for key, factor in boost.items():
            col = p_vocab.get(key)
            if col is not None:
                rows.append(d)
                cols.append(col)
                factors.append(factor)
    if not rows:
        return scores
    # entries are sorted by (row, column): find each boosted one by bisection
    n_cols = P.shape[1]
    entry_keys = np.repeat(np.arange(P.shape[0], dtype=np.int64), np.diff(P.indptr)) * n_cols + P.indices
    wanted = np.asarray(rows, dtype=np.int64) * n_cols + np.asarray(cols, dtype=np.int64)
    at = np.minimum(np.searchsorted(entry_keys, wanted), entry_keys.size - 1)
    found = entry_keys[at] == wanted  # a phrase of the corpus that this document lacks: no entry
    boosted = scores.copy()
    boosted[at[found]] *= np.asarray(factors)[found]
    return boosted


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
        words = key_words[key]
        if acronyms and not acronyms.keys().isdisjoint(words):
            parts = [p for w in words for p in (acronyms[w][3] if w in acronyms else (w,))]
            pool.append((score, key, stems, frozenset(map(_stem, parts)), True))
        else:
            pool.append((score, key, stems, stem_set, False))
    # Each step compares the chosen phrase only with the candidates that share a
    # stem with it (most share none), found through this index.
    with_stem: dict[str, list[int]] = {}
    for i, entry in enumerate(pool):
        for stem in entry[3]:
            with_stem.setdefault(stem, []).append(i)
    factor = [1.0] * len(pool)
    adjusted = [entry[0] for entry in pool]  # score x factor; _GONE once chosen or dropped
    chosen: list[tuple[float, str]] = []
    while len(chosen) < limit and pool:
        # the first of the best (ties keep the earlier, better-ranked one)
        best_i = max(range(len(pool)), key=adjusted.__getitem__)
        if adjusted[best_i] == _GONE:
            break
        adjusted[best_i] = _GONE
        score, key, words, wset, _acr = pool[best_i]
        # prefer a longer, nearly as good phrase that contains this one
        keep_shared = is_shared is not None and is_shared(key)
        for i in _containing(wset, with_stem, len(pool)):
            lscore, lkey, lwords, lset, lacr = pool[i]
            if (adjusted[i] != _GONE and len(lwords) > len(words) and wset < lset and not lacr
                    and lscore >= (KEEP_SHARED_RATIO if keep_shared and not is_shared(lkey)
                                   else KEEP_LONGER_RATIO) * score):
                adjusted[i] = _GONE
                key, words, wset = lkey, lwords, lset
                break
        chosen.append((score, key))
        shared: dict[int, int] = {}  # candidate -> stems it shares with the chosen phrase
        for stem in wset:
            for i in with_stem[stem]:
                shared[i] = shared.get(i, 0) + 1
        for i, common in shared.items():
            if adjusted[i] == _GONE:
                continue
            _s, _k, cwords, cset, _a = pool[i]
            if (cwords == words or common == len(cset) or common == len(wset)
                    or common >= 2 or cwords[0] == words[-1] or cwords[-1] == words[0]):
                # (the last: overlapping windows of one longer phrase,
                # "neural transport" / "transport learning")
                adjusted[i] = _GONE  # sub-/super-phrase or near-duplicate
                continue
            if cwords[-1] == words[-1]:
                factor[i] *= SAME_HEAD
            elif cwords[0] == words[0]:
                factor[i] *= SAME_MODIFIER
            else:
                factor[i] *= DIVERSITY
            adjusted[i] = pool[i][0] * factor[i]
    return chosen


_GONE = float("-inf")  # adjusted score of a candidate no longer in the running


def _containing(stems: frozenset, with_stem: dict[str, list[int]], size: int) -> list[int]:
    """Positions (ascending) of the pool entries whose stems include all of ``stems``."""
    if not stems:
        return list(range(size))
    found = set(with_stem[next(iter(stems))])
    for stem in stems:
        found.intersection_update(with_stem[stem])
    return sorted(found)


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
