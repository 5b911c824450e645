// The language of a prerendered page (src/server/pageLanguage.ts): Accept-Language read by
// preference, the pw-lang cookie first, and the file each page address gets.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pageFile, pageLanguage } from '../../src/server/pageLanguage';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('acceptedLanguages', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['ru-RU,ru;q=0.9,en;q=0.8', ['ru-RU', 'ru', 'en']],
    ['en;q=0.5, ru;q=0.9', ['ru', 'en']],
    ['de, fr;q=0, *;q=0.1', ['de']],
    ['en-GB;q=0.8, ru;q=0.8', ['en-GB', 'ru']], // equal weights keep their order
  ])('%j → %j', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });
});

describe('pageLanguage', () => {
  it.each([
    [{}, 'en'],
    [{ 'accept-language': 'ru-RU,ru;q=0.9' }, 'ru'],
    [{ 'accept-language': 'de-DE,de;q=0.9,ru;q=0.5' }, 'ru'],
    [{ 'accept-language': 'fr' }, 'en'],
    [{ 'accept-language': 'ru', cookie: 'pw-lang=en' }, 'en'],
    [{ cookie: 'a=1; pw-lang=ru' }, 'ru'],
    [{ cookie: 'pw-lang=xx', 'accept-language': 'ru' }, 'ru'],
  ])('%j → %s', (headers, expected) => {
    expect(pageLanguage(request(headers))).toBe(expected);
  });
});

describe('pageFile', () => {
  it.each([
    ['', 'en', '/index.html'],
    ['', 'ru', '/home.ru.html'],
    ['?lobby', 'en', '/lobby.en.html'],
    ['?lobby', 'ru', '/lobby.ru.html'],
    ['?game=plunder', 'ru', '/game-plunder.ru.html'],
    ['?game=pocket-mutation', 'en', '/game-pocket-mutation.en.html'],
    ['?game=parallel-worlds&view=2d', 'en', '/game-parallel-worlds-2d.en.html'],
    ['?game=parallel-worlds&view=3d', 'ru', '/game-parallel-worlds-3d.ru.html'],
    ['?game=parallel-worlds', 'en', '/app.html'], // the board is the player's setting
    ['?game=plunder&id=lq3x9k-4f2a', 'en', '/app.html'],
    ['?game=plunder&fen=8/8/8/8/8/8/8/8+w+-+-+0+1', 'en', '/app.html'],
    ['?lobby&x=1', 'ru', '/app.html'],
  ] as const)('%j in %s → %s', (search, language, expected) => {
    expect(pageFile(search, language)).toBe(expected);
  });
});
