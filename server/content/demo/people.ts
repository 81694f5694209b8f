/** Person names (Chinese with pinyin, international) and affiliations for the demo content. */
import { CHINESE_INSTITUTES, CHINESE_INSTITUTIONS, DEPARTMENTS, INTERNATIONAL_DEPARTMENTS, INTERNATIONAL_INSTITUTIONS, type Institution } from './fixtures/institutions';
import { GIVEN_CHARS, INTERNATIONAL_NAMES, SURNAMES } from './fixtures/names';
import { cap } from './fixtures/phrases';
import type { Rng } from './prng';

export interface Person {
  /** Display name in Chinese (mirrors `en` for international names). */
  zh: string;
  /** 'Wang Xiaoming' (family name first for Chinese names) or 'Maria Gonzalez'. */
  en: string;
  /** GB/T 7714 form of the English name: 'WANG X M', 'GONZALEZ M'. */
  ref: string;
  /** Mail local part: 'wangxm'. */
  mail: string;
  international: boolean;
}

export interface Affiliation {
  zh: string;
  en: string;
  /** Institution name only (zh / en), for facets and expert records. */
  instZh: string;
  instEn: string;
  domain: string;
  international: boolean;
}

export function chineseName(rng: Rng): Person {
  // Frequent surnames first: weight falls with the index.
  const s = SURNAMES[Math.min(SURNAMES.length - 1, Math.floor(Math.pow(rng.next(), 1.6) * SURNAMES.length))]!;
  const chars = rng.chance(0.72) ? [rng.pick(GIVEN_CHARS), rng.pick(GIVEN_CHARS)] : [rng.pick(GIVEN_CHARS)];
  if (chars.length === 2 && chars[0]![0] === chars[1]![0] && rng.chance(0.7)) chars.pop();
  const given = chars.map((c) => c[1]).join('');
  return {
    zh: s[0] + chars.map((c) => c[0]).join(''),
    en: `${s[1]} ${cap(given)}`,
    ref: `${s[1].toUpperCase()} ${chars.map((c) => c[1][0]!.toUpperCase()).join(' ')}`,
    mail: `${s[1].toLowerCase()}${chars.map((c) => c[1][0]).join('')}`,
    international: false,
  };
}

export function internationalName(rng: Rng): Person {
  const [given, family] = rng.pick(INTERNATIONAL_NAMES);
  const en = `${given} ${family}`;
  return {
    zh: en,
    en,
    ref: `${family.toUpperCase()} ${given[0]}`,
    mail: `${given[0]!.toLowerCase()}.${family.toLowerCase().replace(/[^a-z]/g, '')}`,
    international: true,
  };
}

function chinese(inst: Institution, dept: readonly [string, string] | null): Affiliation {
  return {
    zh: dept ? `${inst.zh} ${dept[0]}, ${inst.city} ${inst.postcode}` : `${inst.zh}, ${inst.city} ${inst.postcode}`,
    en: dept ? `${dept[1]}, ${inst.en}, ${inst.enCity} ${inst.postcode}, China` : `${inst.en}, ${inst.enCity} ${inst.postcode}, China`,
    instZh: inst.zh,
    instEn: inst.en,
    domain: inst.domain,
    international: false,
  };
}

export function chineseAffiliation(rng: Rng, field: 'materials' | 'energy'): Affiliation {
  if (rng.chance(0.22)) {
    const institutes = CHINESE_INSTITUTES.filter((i) => i.field === field);
    return chinese(rng.pick(institutes), null);
  }
  return chinese(rng.pick(CHINESE_INSTITUTIONS), rng.pick(DEPARTMENTS[field]));
}

export function internationalAffiliation(rng: Rng): Affiliation {
  const inst = rng.pick(INTERNATIONAL_INSTITUTIONS);
  const dept = rng.pick(INTERNATIONAL_DEPARTMENTS);
  const en = `${dept}, ${inst.en}, ${inst.enCity} ${inst.postcode}, ${inst.country ?? 'China'}`;
  return { zh: en, en, instZh: inst.en, instEn: inst.en, domain: inst.domain, international: true };
}

/** English-only journals show English affiliations in the zh fields too. */
export function englishOnly(a: Affiliation): Affiliation {
  return { ...a, zh: a.en, instZh: a.instEn };
}

export function englishOnlyPerson(p: Person): Person {
  return { ...p, zh: p.en };
}
