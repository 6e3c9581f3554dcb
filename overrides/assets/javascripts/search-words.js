/*
 * Search by words, the client of the static index that generator/search_index.py
 * writes to searchdata/ (its docstring describes the files): a query is split and
 * folded exactly as the index was (`words`, the same rules as
 * generator/search_index.py); each word fetches the one shard of the index holding
 * it and the words near it (typos, stems, the word being typed). Any word may match:
 * documents are ranked by the sum of their best weight per query word.
 */

import { ROOT, fetchOk } from "./site.js";

export const DATA = new URL("searchdata/", ROOT);

export const LETTERS_OR_DIGITS = /[\p{L}\p{N}]+/gu;
// A query of at most this many words that a paper holds as typed is a name ("HypMoE",
// "DPP"): such papers rank above any paper by meaning (see `search`).
const ANSWERED_TERMS = 2;

export function plainLetters(text) {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

export function fold(word, folds) {
  for (const [ending, replacement, notAfter] of folds) {
    const stem = word.length - ending.length;
    if (word.endsWith(ending) && stem + replacement.length >= 3 &&
        !(notAfter && notAfter.includes(word[stem - 1]))) {
      return word.slice(0, stem) + replacement;
    }
  }
  return word;
}

/* The index terms of `text`: see words() in generator/search_index.py. */
export function words(text, settings) {
  const terms = [];
  for (const chunk of text.split(/\s+/)) {
    const parts = (plainLetters(chunk).match(LETTERS_OR_DIGITS) || []).map(part => settings.letterNames[part] || part);
    if (parts.length > 1 && ![...settings.formulaMarks].some(mark => chunk.includes(mark))) {
      parts.push(parts.join(""));  // a compound, not a formula's "a_i" or "log(1/δ)/n"
    }
    for (const part of parts) {
      if (part.length >= 2 && !settings.stopWords.has(part)) terms.push(fold(part, settings.folds));
    }
  }
  return terms;
}

/* The terms of a query: its words, and a letter or digit typed apart from a word joined
   to it, as a compound is indexed ("k means" also asks for "kmeans", "top k" for "topk",
   "α diversity" for "alphadiversity"). A joined term counts as a query word only where the
   index holds it (see `search`). `said`: the query's words, if already split. */
export function queryWords(query, settings, said = words(query, settings)) {
  const terms = [...said];
  const chunks = query.trim().split(/\s+/);
  const first = chunk => (plainLetters(chunk).match(LETTERS_OR_DIGITS) || [])
    .map(part => settings.letterNames[part] || part).filter(part => !settings.stopWords.has(part));
  for (let i = 0; i < chunks.length; i++) {
    const letter = plainLetters(chunks[i]);
    if (!/^[\p{L}\p{N}]$/u.test(letter) || settings.stopWords.has(letter)) continue;
    const lone = settings.letterNames[letter] || letter;
    const before = i > 0 ? first(chunks[i - 1]).at(-1) : undefined;
    const after = i + 1 < chunks.length ? first(chunks[i + 1])[0] : undefined;
    if (before) terms.push(fold(before + lone, settings.folds));
    if (after) {
      terms.push(fold(lone + after, settings.folds));
      i++;  // "3 d scenes" is "3d", not also "dscene"
    }
  }
  return terms;
}

/* Edit distance with transpositions, or max + 1 once it is over `max`. */
function distance(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = null, row = Array.from({ length: b.length + 1 }, (_, j) => j), before = null;
  for (let i = 1; i <= a.length; i++) {
    before = previous; previous = row; row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (before && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2] + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return row[b.length];
}

function sharedStart(a, b) {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/* ------------------------------------------------------------------ index */

function hex(text) {
  return Array.from(new TextEncoder().encode(text), byte => byte.toString(16).padStart(2, "0")).join("");
}

export async function fetchJSON(url) {
  return (await fetchOk(url)).json();
}

export class Index {
  constructor(manifest) {
    this.manifest = manifest;
    this.settings = {
      stopWords: new Set(manifest.stop_words), folds: manifest.folds, letterNames: manifest.letter_names,
      formulaMarks: manifest.formula_marks,
    };
    // Each area page's document by the words of its name, sorted: the query that names it.
    const key = text => [...new Set(words(text, this.settings))].sort().join(" ");
    this.areaNamed = new Map(manifest.areas.map((area, n) => [key(area.name), manifest.papers + n]));
    this.prefixes = new Set(manifest.prefixes);
    this.shards = new Map();
    this.cards = new Map();
  }

  static async load() {
    return new Index(await fetchJSON(new URL("manifest.json", DATA)));
  }

  /* The shard holding `term`: the one of its longest prefix. */
  shard(term) {
    for (let n = term.length; n > 0; n--) {
      const prefix = term.slice(0, n);
      if (this.prefixes.has(prefix)) {
        if (!this.shards.has(prefix)) {
          this.shards.set(prefix, fetchJSON(new URL(`terms/${hex(prefix)}.json`, DATA)));
        }
        return this.shards.get(prefix);
      }
    }
    return Promise.resolve({});
  }

  /* The index terms a query word matches, each with how much it counts: the word
     itself 1; another form of it (the same first letters, all but three, at least six
     or the whole of a shorter word: "clustering", "clusters"; "learn", "learning")
     or, when the word itself is in no paper, a typo of it: near_weight, halved for
     another form when the word itself is in papers too (so that "transformer" ranks
     the papers saying so above those saying "transformations"). */
  async matches(word, typing) {
    const shard = await this.shard(word);
    const found = new Map();
    const exact = Boolean(shard[word]);
    if (exact) found.set(word, 1);
    if (word.length >= 5) {
      const typos = word.length >= 8 ? 2 : 1;
      for (const term of Object.keys(shard)) {
        if (term === word || Math.abs(term.length - word.length) > 3) continue;
        if (sharedStart(term, word) >= Math.max(Math.min(6, word.length), word.length - 3)) {
          found.set(term, this.manifest.near_weight / (exact ? 2 : 1));
        } else if (!exact && distance(word, term, typos) <= typos) {
          found.set(term, this.manifest.near_weight);
        }
      }
    }
    if (typing && word.length >= 3) {
      for (const term of Object.keys(shard)) {
        if (term.length > word.length && term.startsWith(word)) {
          found.set(term, Math.max(found.get(term) || 0, this.manifest.prefix_weight));
        }
      }
    }
    if (exact) {
      // another form or a longer word counts at most as much as the word itself would: the
      // rarer "network-based" outweighed "network" ("graph neural network" as it was typed
      // ranked "Neural Network-Based Classifiers" second, above papers holding all three)
      const own = this.idf(shard[word]);
      for (const [term, factor] of found) {
        if (term !== word) found.set(term, factor * Math.min(1, own / this.idf(shard[term])));
      }
    }
    return { shard, found };
  }

  /* A term's idf, as the index weighed it (search_index.postings), from its postings. */
  idf(postings) {
    const documents = this.manifest.papers + this.manifest.areas.length;
    const holding = postings.length / 2;
    return Math.log(1 + (documents - holding + 0.5) / (holding + 0.5));
  }

  /* Ranked [document, score] for `query`; `areas` (slugs) keeps documents in any of
     them. `near` ([document, similarity], most similar first: Meaning.search, or a
     promise of them, awaited once the query's own shards are in) are the
     papers nearest in meaning, fused with the word matches by weighted reciprocal
     rank (search.yml: fusion). The cards of the `prefetch` best strong matches by words
     start loading before those by meaning are awaited: such matches keep their rank, and
     fetching the cards only after the ranking was half a query's time at 10,000 papers. */
  async search(query, areas = [], near = [], prefetch = 0) {
    const typing = !/\s$/.test(query);
    const chunks = query.trim().split(/\s+/);
    const last = new Set(typing ? words(chunks[chunks.length - 1] || "", this.settings) : []);
    const said = words(query, this.settings);
    const typed = new Set(said);
    const terms = [...new Set(queryWords(query, this.settings, said))];
    // Per document, in arrays (Maps of 10,000 documents took most of a query's time):
    const documents = this.manifest.papers + this.manifest.areas.length;
    const scores = new Float64Array(documents);  // the sum of its best weight per query word
    const best = new Float64Array(documents);  // its best weight for the query word at hand
    const held = new Uint16Array(documents);  // how many of the query's words it holds as such
    const scored = [];  // the documents with a score
    const matched = new Set();
    let possible = 0;  // the score of a document holding every query word at its best weight
    const matching = Promise.all(terms.map(t => this.matches(t, last.has(t))));
    for (const { shard, found } of await matching) {
      const weighed = [];  // the documents with a weight for this query word
      for (const [term, factor] of found) {
        matched.add(term);
        const postings = shard[term];
        const itself = factor === 1;  // not another form, a typo or a prefix
        for (let i = 0, doc = 0; i < postings.length; i += 2) {
          doc += postings[i];
          const weight = postings[i + 1] * factor;
          if (weight > best[doc]) {
            if (!best[doc]) weighed.push(doc);
            best[doc] = weight;
          }
          if (itself) held[doc]++;
        }
      }
      let top = 0;
      for (const doc of weighed) {
        if (!scores[doc]) scored.push(doc);
        scores[doc] += best[doc];
        top = Math.max(top, best[doc]);
        best[doc] = 0;
      }
      possible += top;
    }
    const mask = areas.reduce((bits, slug) => {
      const index = this.manifest.areas.findIndex(area => area.slug === slug);
      return index < 0 ? bits : bits | (1 << index);
    }, 0);
    const kept = doc => !mask || (this.manifest.masks[doc] & mask);
    const byScore = scored.map(doc => [doc, scores[doc]]).sort((a, b) => b[1] - a[1] || a[0] - b[0]);  // best first
    let results = byScore;  // [document, score], the word matches and those by meaning
    if (prefetch) {  // (strong matches: those that keep their rank when the results by meaning join them)
      const strong = this.manifest.fusion.strong * possible;
      byScore.filter(([doc, score]) => score >= strong && doc < this.manifest.papers && kept(doc))
        .slice(0, prefetch).forEach(([doc]) => this.card(doc).catch(() => {}));  // (a failure shows when awaited)
    }
    near = await near;
    // The query's words: what it says, and a joined term ("kmeans") where the index holds it.
    const asked = terms.filter(term => typed.has(term) || matched.has(term)).length;
    if (near.length && matched.size) {
      // Word matches that reach `strong` of the possible score, or hold that share of
      // the query's words themselves, keep a rank of their own, and so does the best
      // one when it leads the second by `lead`; weaker ones (a few common words of a
      // long query) only follow. A paper holding every word of a short
      // query as typed answers it ("HypMoE", "DPP"): those come first, above any paper
      // by meaning. Papers by meaning join when the query has a word the papers use
      // (not for "xyzzy" or "the") and when they come `close` to the nearest one.
      const { k, words, meaning, strong, lead, close } = this.manifest.fusion;
      near = near.filter(([, similarity]) => similarity >= close * near[0][1]);
      const fused = new Map();
      const leads = byScore.length > 1 && byScore[0][1] >= lead * byScore[1][1];  // a clear answer by words
      byScore.forEach(([doc, score], rank) => {
        const holds = held[doc] && held[doc] >= strong * asked;  // that share of the query's words as such
        const keepsRank = score >= strong * possible || holds || (rank === 0 && leads);
        const answers = asked <= ANSWERED_TERMS && held[doc] && held[doc] >= asked ? 1 : 0;  // above any fused score
        fused.set(doc, answers + (keepsRank ? words / (k + rank + 1) : score / possible * 1e-6));
      });
      // Meaning counts as much as the words leave the query unanswered: the less, the more of
      // the possible score the best word match holds (a title typed whole: little; search.yml).
      const answered = byScore.length ? Math.min(1, byScore[0][1] / possible) : 0;
      const byMeaning = meaning * (1 - answered) ** 2;
      near.forEach(([doc], rank) => fused.set(doc, (fused.get(doc) || 0) + byMeaning / (k + rank + 1)));
      results = [...fused];
    }
    // Papers come before area pages, whose lists of phrases match many a query; an area
    // page whose name is the query ("probabilistic methods") answers it and comes first
    // (not one whose name merely holds it: "ai" would raise nine).
    const named = this.areaNamed.get([...typed].sort().join(" "));  // `typed` holds each word once
    const place = doc => (doc === named ? 0 : doc < this.manifest.papers ? 1 : 2);
    const ranked = results
      .filter(([doc]) => kept(doc))
      .sort((a, b) => place(a[0]) - place(b[0]) || b[1] - a[1] || a[0] - b[0]);
    // papers by area (an area's page is no paper: its count was the area's size + 1)
    const perArea = this.manifest.areas.map(() => 0);
    for (const [doc] of results) {
      if (doc >= this.manifest.papers) continue;
      for (let bits = this.manifest.masks[doc], index = 0; bits; bits >>>= 1, index++) perArea[index] += bits & 1;
    }
    const counts = new Map(this.manifest.areas.map((area, index) => [area.slug, perArea[index]]).filter(([, n]) => n));
    return { ranked, matched, counts };
  }

  /* What the result list shows for `doc`; a file holds the cards of several documents. */
  async card(doc) {
    const file = Math.floor(doc / this.manifest.cards_per_file);
    if (!this.cards.has(file)) this.cards.set(file, fetchJSON(new URL(`docs/${file}.json`, DATA)));
    return (await this.cards.get(file))[doc % this.manifest.cards_per_file];
  }
}
