"""Titles of Chinese and Japanese abstracts: their contribution or study sentence
(generator/titles.py tries these before a first sentence)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from generator.title_words import NAME, is_coined, is_name, sentences

# Chinese and Japanese contribution sentences: "本文提出了一种 ...", "我们设计了 ...";
# "本研究では、... を提案する". The object of the Japanese verb comes before it.
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
CJK_CLAUSE_END = r"[，。；：！？,;:]"
CHINESE_CONTRIBUTION = re.compile(r"(?:我们|本文|本研究|本工作|该工作|这篇论文)(?:首先|进一步|还|也)?"
                                  r"(?:提出|设计|开发|构建|介绍|引入|建立|发布)(?:了)?\s*")
CJK_ARTICLE = re.compile(r"^(?:一种|一个|一类|一套)")  # "a" / "an": no title starts with it
# What "本文研究了 ..." or "本研究では ... を分析する" studies.
CHINESE_STUDY = re.compile(r"(?:我们|本文|本研究|本工作)(?:\w{1,4}地)?(?:研究|分析|探讨|考察)(?:了)?")
JAPANESE_STUDY = re.compile(r"(?:^|[、。]|では|は)\s*(?P<object>[^、。]{2,80}?)\s*を(?:\w{1,6}に)?(?P<noun>分析|調査|検証|評価)")
JAPANESE_CONTRIBUTION = re.compile(r"(?:^|[、。]|では|は)\s*(?P<object>[^、。]{2,80}?)\s*を(?:提案|開発|構築|導入|提示|設計|公開)")


def cjk_contributions(text: str) -> Iterable[str]:
    """The contribution of a Chinese or Japanese abstract, then what it studies: what
    "我们提出了 ..." or "本研究では ... を提案する" introduces, up to the clause's end,
    without a leading "一种"; a Latin name leads it ("MolBridge: ..."). What "本文研究了
    ..." or "... を分析する" studies, as a study ("... 研究", "... の分析"). Nothing for
    other abstracts."""
    if not CJK.search(text):
        return
    studies = []
    for sentence in sentences(text):
        if match := CHINESE_CONTRIBUTION.search(sentence):
            head, _, rest = sentence[match.end():].partition("，")
            name = re.fullmatch(rf"\s*({NAME})\s*", head)
            if name and (is_name(name[1]) or is_coined(name[1])) and rest:
                yield f"{name[1]}: {CJK_ARTICLE.sub('', re.split(CJK_CLAUSE_END, rest)[0])}"
            else:
                yield CJK_ARTICLE.sub("", re.split(CJK_CLAUSE_END, head)[0].strip())
        if match := JAPANESE_CONTRIBUTION.search(sentence):
            found = re.split(r"では|は", match["object"])[-1].strip()
            named = re.fullmatch(rf"({NAME})\s*(?:と呼ぶ|と呼ばれる|という|と名付けた)\s*(.+)", found)
            trailing = re.fullmatch(rf"(.+?)\s+({NAME})", found)  # "... 手法 KIRI"
            if named:
                yield f"{named[1]}: {named[2]}"
            elif trailing and is_name(trailing[2]):
                yield f"{trailing[2]}: {trailing[1]}"
            else:
                yield found
        if match := CHINESE_STUDY.search(sentence):
            studies.append(re.split(CJK_CLAUSE_END, sentence[match.end():])[0].strip() + "研究")
        if match := JAPANESE_STUDY.search(sentence):
            studies.append(re.split(r"では|は", match["object"])[-1].strip() + "の" + match["noun"])
    yield from studies
