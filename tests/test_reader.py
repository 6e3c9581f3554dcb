"""Reader cases. All abstracts here are fabricated for the tests."""

from pathlib import Path

import pytest

from generator.model import paper_id
from generator.reader import SeedError, collect, read_directory, read_file

FIRST = "We introduce FOOBAR, a fabricated method for testing readers. It does nothing else."
SECOND = "Fabricated abstract number two studies blank lines. Its results are fabricated too."


def write(tmp_path: Path, data: bytes, name: str = "list.txt") -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def texts(path: Path) -> list[str]:
    return [abstract.text for abstract in read_file(path).abstracts]


def test_heading_then_one_abstract_per_paragraph(tmp_path):
    seed = read_file(write(tmp_path, f"NeurIPS 2026 Papers\n\n{FIRST}\n\n{SECOND}\n".encode()))
    assert seed.heading == "NeurIPS 2026 Papers"
    assert [a.text for a in seed.abstracts] == [FIRST, SECOND]
    assert [(a.paragraph, a.line) for a in seed.abstracts] == [(1, 3), (2, 5)]


def test_non_latin_heading(tmp_path):
    seed = read_file(write(tmp_path, f"NeurIPS 2026 论文列表\n\n{FIRST}\n".encode()))
    assert seed.heading == "NeurIPS 2026 论文列表"
    assert [a.text for a in seed.abstracts] == [FIRST]


def test_bom_and_crlf(tmp_path):
    data = "\ufeffNeurIPS 2026 Papers\r\n\r\n{}\r\n\r\n{}\r\n".format(FIRST, SECOND).encode()
    seed = read_file(write(tmp_path, data))
    assert seed.heading == "NeurIPS 2026 Papers"
    assert [a.text for a in seed.abstracts] == [FIRST, SECOND]


def test_lone_carriage_returns(tmp_path):
    assert texts(write(tmp_path, f"Papers\r\r{FIRST}\r\r{SECOND}".encode())) == [FIRST, SECOND]


def test_hard_wrapped_lines_are_joined_with_a_space(tmp_path):
    wrapped = FIRST.replace(" a fabricated ", "\na fabricated\n").replace(" It ", "   \n  It ")
    assert texts(write(tmp_path, f"Papers\n\n{wrapped}\n".encode())) == [FIRST]


def test_whitespace_only_lines_separate_paragraphs(tmp_path):
    assert texts(write(tmp_path, f"Papers\n \t \n{FIRST}\n\t\n{SECOND}".encode())) == [FIRST, SECOND]


def test_first_paragraph_that_is_an_abstract_stays_an_abstract(tmp_path):
    assert texts(write(tmp_path, f"{FIRST}\n\n{SECOND}\n".encode())) == [FIRST, SECOND]


@pytest.mark.parametrize(
    "first",
    [
        "A short abstract that ends with a full stop.",  # sentence, not a heading
        "NeurIPS 2026 Papers\nwrapped onto a second line",  # two lines
        "A" * 81,  # too long for a heading
    ],
)
def test_only_a_short_heading_line_counts_as_heading(tmp_path, first):
    seed = read_file(write(tmp_path, f"{first}\n\n{SECOND}\n".encode()))
    assert seed.heading is None
    assert len(seed.abstracts) == 2


def test_empty_and_heading_only_files_warn(tmp_path):
    write(tmp_path, b"", "a.txt")
    write(tmp_path, b"NeurIPS 2026 Papers\n\n\n", "b.txt")
    write(tmp_path, b"  \n\t\n", "c.txt")
    corpus = read_directory(tmp_path)
    assert corpus.abstracts == []
    assert corpus.warnings == [
        "a.txt: is empty; no abstracts read from it",
        "b.txt: has only a heading; no abstracts read from it",
        "c.txt: is empty; no abstracts read from it",
    ]
    assert corpus.list_count == 0  # the home page said "from 3 lists"


def test_duplicates_get_one_record_and_a_warning_naming_both_places(tmp_path):
    write(tmp_path, f"Papers\n\n{FIRST}\n\n{SECOND}\n".encode(), "a.txt")
    write(tmp_path, f"Papers\n\n{SECOND}\n\n{FIRST.replace(' ', '  ')}\n".encode(), "b.txt")
    corpus = read_directory(tmp_path)
    assert [a.text for a in corpus.abstracts] == [FIRST, SECOND]
    assert corpus.warnings == [
        "b.txt:3 (paragraph 1): same abstract as a.txt:5 (paragraph 2); kept one page for both",
        "b.txt:5 (paragraph 2): same abstract as a.txt:3 (paragraph 1); kept one page for both",
    ]


def test_duplicate_within_one_file(tmp_path):
    corpus = collect([read_file(write(tmp_path, f"{FIRST}\n\n{FIRST}\n".encode()))])
    assert len(corpus.abstracts) == 1
    assert corpus.warnings == ["list.txt:3 (paragraph 2): same abstract as list.txt:1 (paragraph 1); kept one page for both"]


def test_invalid_utf8_names_file_and_line(tmp_path):
    path = write(tmp_path, f"Papers\n\n{FIRST}\n\nCaf\xe9 latin-1 text\n".encode("latin-1"))
    with pytest.raises(SeedError, match=r"^list\.txt:5: not valid UTF-8 \(byte 0xe9"):
        read_file(path)


def test_files_are_read_in_sorted_order_and_only_txt(tmp_path):
    write(tmp_path, f"{SECOND}\n".encode(), "b.txt")
    write(tmp_path, f"{FIRST}\n".encode(), "a.txt")
    write(tmp_path, b"not a seed list", "notes.md")
    corpus = read_directory(tmp_path)
    assert [seed.file for seed in corpus.lists] == ["a.txt", "b.txt"]
    assert [a.text for a in corpus.abstracts] == [FIRST, SECOND]


def test_missing_directory(tmp_path):
    with pytest.raises(SeedError, match="seed directory not found"):
        read_directory(tmp_path / "nope")


def test_real_seeds_hold_57_abstracts():
    corpus = read_directory(Path(__file__).parent.parent / "seeds")
    assert len(corpus.abstracts) == 57
    assert corpus.warnings == []
    assert {seed.heading for seed in corpus.lists} == {"NeurIPS 2026 Papers", "NeurIPS 2026 论文列表"}


def test_hard_wrapped_cjk_lines_are_joined_without_a_space(tmp_path):
    text = "NeurIPS 2026 论文列表\n\n我们提出了一种\n新的方法。It also\nhas English.\n"
    assert texts(write(tmp_path, text.encode())) == ["我们提出了一种新的方法。It also has English."]


@pytest.mark.parametrize("character, name", [
    *((control, "a control character") for control in "\x00\x07\x1b\x85"),
    ("\u202e", "RIGHT-TO-LEFT OVERRIDE"), ("\u2067", "RIGHT-TO-LEFT ISOLATE"), ("\uf8ff", "a private-use character"),
])
def test_an_invisible_control_character_is_refused_naming_file_line_and_column(tmp_path, character, name):
    path = write(tmp_path, f"Papers\n\n{FIRST}\n\nFabricated {character}text.\n".encode())
    with pytest.raises(SeedError, match=rf"^list\.txt:5: invisible character U\+.... \({name}\) at column 12"):
        read_file(path)


def test_a_soft_hyphen_at_a_lines_end_keeps_the_next_abstracts_line_number(tmp_path):
    seed = read_file(write(tmp_path, f"Papers\n\nThe out\u00ad\nput is fine.\n\n{SECOND}\n".encode()))
    assert [(a.text, a.line) for a in seed.abstracts] == [("The output is fine.", 3), (SECOND, 6)]


def test_a_c1_control_character_says_how_it_came_and_what_to_do(tmp_path):
    """"Delete it" would leave the rest of the garbled character ("â") behind."""
    path = write(tmp_path, f"Papers\n\n{FIRST}\n\nthe model\u00e2\u0080\u0099s body.\n".encode())
    with pytest.raises(SeedError, match="at column 11; re-save the list from its source as UTF-8: UTF-8 text "
                                        "read as Latin-1 leaves such characters$"):
        read_file(path)


def test_a_page_break_is_nothing_and_unicode_separators_break_as_they_say(tmp_path):
    """pdftotext writes a form feed at each page break (it stopped the build; read as a
    line break, it split an abstract across pages in two, the review found), and a web
    page's copy may hold U+2029 between abstracts (two became one page)."""
    text = f"Papers\n\n{FIRST}\n\fgoes on.\n\f\n{SECOND}\u2028more.\u2029The third.\n"
    seed = read_file(write(tmp_path, text.encode()))
    assert [(a.text, a.line) for a in seed.abstracts] == [
        (f"{FIRST} goes on.", 3), (f"{SECOND} more.", 6), ("The third.", 8)]


def test_what_a_copy_puts_in_words_is_taken_out(tmp_path):
    """Ligatures of a PDF's font, soft hyphens (at a line's end too), zero-width spaces
    and joiners split titles, keywords and search words ("Diﬀusion", "trans\u00adformer")."""
    data = ("Papers\n\nThe ﬁnal Diﬀusion trans\u00adformer out\u00ad\nperforms a personal\u200dized, "
            "distribution\u200b-free baseline.\n\n"
            "Persian keeps its joiner: \u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645. An emoji too: \U0001f469\u200d\U0001f52c.\n")
    assert texts(write(tmp_path, data.encode())) == [
        "The final Diffusion transformer outperforms a personalized, distribution-free baseline.",
        "Persian keeps its joiner: \u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645. An emoji too: \U0001f469\u200d\U0001f52c.",
    ]


@pytest.mark.parametrize("paragraph, error", [
    ("12", r"list\.txt:5: '12' has no words: a page number or a separator\? delete it$"),
    ("* * *", r"list\.txt:5: '\* \* \*' has no words"),
])
def test_a_paragraph_that_cannot_be_one_abstract_is_refused(tmp_path, paragraph, error):
    with pytest.raises(SeedError, match=error):
        read_file(write(tmp_path, f"Papers\n\n{FIRST}\n\n{paragraph}\n".encode()))


def test_an_abstract_of_long_lines_within_the_limit_is_one_abstract(tmp_path):
    """An abstract in paragraphs of its own (Background. / Methods. / Results.)."""
    paragraph = "\n".join([FIRST * 4] * 5)
    seed = read_file(write(tmp_path, f"Papers\n\n{paragraph}\n".encode()))
    assert len(seed.abstracts) == 1 and seed.warnings == []


def test_abstracts_one_per_line_are_refused(tmp_path):
    """A spreadsheet's column pasted as a list: 15 abstracts became one page, with no warning."""
    rows = "\n".join(f"Fabricated abstract {n} of a spreadsheet. " + FIRST * 6 for n in range(12))
    with pytest.raises(SeedError, match=r"^list\.txt:3: one paragraph of 6,\d{3} characters holds 12 lines of "
                                        r"5\d\d to 5\d\d characters, more than any abstract \(OpenReview allows "
                                        r"5,000\): one abstract per line\? put a blank line between abstracts$"):
        read_file(write(tmp_path, f"Papers\n\n{rows}\n".encode()))


@pytest.mark.parametrize("blank", ["\u200b", "\ufeff", " \u200b\t\u2060 "])
def test_a_line_of_zero_width_characters_is_blank(tmp_path, blank):
    """Invisible in an editor, so it separates paragraphs as a blank line does, and a
    paragraph of nothing else is no abstract."""
    data = f"Papers\n\n{FIRST}\n{blank}\n{SECOND}\n\n{blank}\n".encode()
    assert texts(write(tmp_path, data)) == [FIRST, SECOND]


@pytest.mark.parametrize("text, warning", [
    ("A one-line abstract about sparse attention, with no heading above it\n\n" + FIRST,
     "list.txt:1: read 'A one-line abstract about sparse attention, with no heading above it' as the "
     "list's heading; if it is an abstract, put a heading line and a blank line above it"),
    ("NeurIPS 2026 Papers\n" + FIRST,
     "list.txt:1: the first abstract starts with 'NeurIPS 2026 Papers'; if that is the list's heading, "
     "put a blank line after it"),
    ("NeurIPS 2026 Papers.\n\n" + FIRST,
     "list.txt:1: the first abstract is 'NeurIPS 2026 Papers.'; if it is the list's heading, "
     "remove its full stop"),
    # a section line inside a list was published as a paper without a word
    (f"NeurIPS 2026 Papers\n\n{FIRST}\n\nPoster session 2\n\n{SECOND}",
     "list.txt:5: 'Poster session 2' reads like a heading, not an abstract, and is published as a paper; "
     "if it is not one, delete it (a list has one heading, its first line)"),
    # ... and so was a heading too long to be taken for one
    ("NeurIPS 2026 Accepted Papers (Main Track), Second Batch, released 14 October 2026 after camera-ready\n\n"
     + FIRST,
     "list.txt:1: 'NeurIPS 2026 Accepted Papers (Main Track), Second Batch, released 14 October 2026 after "
     "camera-ready' reads like a heading, not an abstract, and is published as a paper; if it is not one, "
     "delete it (a list has one heading, its first line)"),
])
def test_what_may_be_a_heading_or_an_abstract_is_read_with_a_warning(tmp_path, text, warning):
    write(tmp_path, text.encode())
    assert read_directory(tmp_path).warnings == [warning]


@pytest.mark.parametrize("text", [
    f"We introduce FOOBAR, a fabricated method for testing the reader\nof lists.\n\n{SECOND}",  # a long line
    "我们提出了一种用于长文本理解的稀疏注意力机制。\n实验表明该方法有效。\n\n" + SECOND,  # a Chinese wrap
    f"NeurIPS 2026 Papers\n\n{FIRST}\n\nWithdrawn by the authors.\n",  # short, but not the first
])
def test_what_reads_one_way_only_gets_no_warning(tmp_path, text):
    write(tmp_path, text.encode())
    assert read_directory(tmp_path).warnings == []


@pytest.mark.parametrize("wrapped, joined", [
    ("a training-\nfree method", "a training-free method"),  # was "training- free"
    ("pre-\nand post-training", "pre- and post-training"),
    ("a pause --\nand then", "a pause -- and then"),
    ("costs 5 -\n3 dollars", "costs 5 - 3 dollars"),
    ("$k$-\nmeans clustering", "$k$-means clustering"),
])
def test_a_line_ending_in_a_compounds_hyphen_joins_the_next_without_a_space(tmp_path, wrapped, joined):
    assert texts(write(tmp_path, f"Papers\n\nWe study {wrapped} in this fabricated abstract.\n".encode())) == [
        f"We study {joined} in this fabricated abstract."]


def test_a_word_a_pdf_hyphenated_stays_as_written_with_a_warning(tmp_path):
    """A list copied from a PDF gave titles like "A Conservative Off-Policy Esti-Mator".
    Joining such words where the list writes them whole changed the id of a published
    abstract when another abstract was added (the review): the text stays, the warning
    says where. Compounds (self-supervised, state-of-the-art) and words written both ways
    (pre-trained, pretrained) are no such word."""
    text = ("Papers\n\nOur esti-\nmator is unbiased. A self-\nsupervised, state-of-the-\nart, pre-\ntrained model, "
            "as pre-trained and pretrained ones.\n\nThe estimator is new.\n")
    seed = read_file(write(tmp_path, text.encode()))
    assert seed.abstracts[0].text.startswith("Our esti-mator is unbiased. A self-supervised, state-of-the-art, pre-trained")
    assert seed.warnings == ["list.txt:3: 'esti-' / 'mator' at a line's end stays 'esti-mator', but the list writes "
                             "'estimator' elsewhere: a word a PDF split? join it before the list is published"]


def test_adding_an_abstract_or_wrapping_a_list_anew_keeps_every_id(tmp_path):
    first = "We study an unbiased esti-\nmator of the gradient, a non-\nconvex objective and pre-\ntraining."
    alone = [paper_id(a.text) for a in read_file(write(tmp_path, f"Papers\n\n{first}\n".encode())).abstracts]
    more = f"Papers\n\n{first}\n\nThe estimator is nonconvex; pretraining helps.\n"
    assert [paper_id(a.text) for a in read_file(write(tmp_path, more.encode())).abstracts][:1] == alone
    one_line = "Papers\n\n" + first.replace("-\n", "-").replace("\n", " ") + "\n"
    assert [paper_id(a.text) for a in read_file(write(tmp_path, one_line.encode())).abstracts] == alone


def test_a_list_wrapped_anew_at_hyphens_keeps_its_ids(tmp_path):
    """Re-wrapping a published list at its compounds' hyphens changed 7 ids."""
    one_line = "Papers\n\nWe study training-free $k$-means for state-of-the-art tests of the reader.\n"
    wrapped = "Papers\n\nWe study training-\nfree $k$-\nmeans for state-of-\nthe-art tests of the reader.\n"
    ids = [[paper_id(a.text) for a in read_file(write(tmp_path, text.encode())).abstracts] for text in (one_line, wrapped)]
    assert ids[0] == ids[1]


def test_a_list_in_a_folder_is_not_read_and_says_so(tmp_path):
    """A list moved into seeds/2026/ was ignored without a word."""
    write(tmp_path, f"Papers\n\n{FIRST}\n".encode())
    (tmp_path / "2026").mkdir()
    (tmp_path / "2026" / "010_spring.txt").write_text(f"Papers\n\n{SECOND}\n")
    (tmp_path / "notes").mkdir()  # a folder with no list in it is nobody's mistake
    assert read_directory(tmp_path).warnings == ["2026/: not read; seed lists go directly in "
                                                 f"{tmp_path.name}/, not in a folder"]


def test_a_folder_named_like_a_list_is_an_error_and_other_cases_of_txt_a_warning(tmp_path):
    write(tmp_path, f"{FIRST}\n".encode(), "a.txt")
    write(tmp_path, f"{SECOND}\n".encode(), "b.TXT")
    assert read_directory(tmp_path).warnings == ["b.TXT: not read; only files named *.txt are seed lists"]
    (tmp_path / "c.txt").mkdir()
    with pytest.raises(SeedError, match=r"^c\.txt: cannot read the seed list: Is a directory"):
        read_directory(tmp_path)


def test_near_duplicates_are_kept_with_a_warning_naming_both_places(tmp_path):
    """A list re-published with a typo fixed, and a paragraph split in two, were
    published as papers of their own without a word (near_duplicates.py finds them)."""
    first = ("Multimodal retrieval systems struggle when the query and the document come from different "
             "modalities, such as a sketch and a paragraph. We introduce BRIDGE, a fabricated contrastive "
             "objective that aligns the two encoders through a shared codebook of discrete prototypes. Each "
             "prototype is learned jointly with the encoders and recieves gradients only from the pairs that "
             "select it, which keeps the codebook balanced. On four fabricated benchmarks, BRIDGE improves "
             "recall at ten by six points over the strongest baseline.")
    write(tmp_path, f"Papers\n\n{FIRST}\n\n{first}\n".encode(), "a.txt")
    split = first.replace("receives", "recieves").replace(" Each prototype", "\n\nEach prototype")
    write(tmp_path, f"Papers\n\n{first.replace('recieves', 'receives')}\n\n{SECOND}\n\n{split}\n".encode(), "b.txt")
    corpus = read_directory(tmp_path)
    assert len(corpus.abstracts) == 6  # kept: a warning is no verdict
    assert corpus.warnings == [
        "b.txt:3 (paragraph 1): nearly repeats a.txt:5 (paragraph 2) (98% the same words); "
        "if it is the same paper, delete one, or withdraw one by a correction once published",
        "b.txt:7 (paragraph 3): 100% of its words are part of a.txt:5 (paragraph 2), in the same order; "
        "if it was split off that abstract, delete it, or withdraw it by a correction once published",
        "b.txt:9 (paragraph 4): 100% of its words are part of a.txt:5 (paragraph 2), in the same order; "
        "if it was split off that abstract, delete it, or withdraw it by a correction once published",
    ]
