import { describe, expect, it } from 'vitest';
import { acceptedLanguage, requestLanguage } from './language';

describe('the language a request asks for', () => {
  it('reads English or Chinese from Accept-Language, by weight and order', () => {
    expect(acceptedLanguage('en')).toBe('en');
    expect(acceptedLanguage('en-US,en;q=0.9')).toBe('en');
    expect(acceptedLanguage('zh-TW,zh;q=0.9,en;q=0.8')).toBe('zh-TW');
    expect(acceptedLanguage('fr-FR, en;q=0.5, zh-TW;q=0.4')).toBe('en');
    expect(acceptedLanguage('zh-TW;q=0.2, en;q=0.7')).toBe('en');
    expect(acceptedLanguage('zh-Hant-TW')).toBe('zh-TW');
  });

  it('names neither when the header has no language of ours, or none at all', () => {
    expect(acceptedLanguage(undefined)).toBeNull();
    expect(acceptedLanguage('')).toBeNull();
    expect(acceptedLanguage('fr, de;q=0.5')).toBeNull();
    expect(acceptedLanguage('en;q=0')).toBeNull();
  });

  it('answers zh-TW unless English is asked for', () => {
    expect(requestLanguage({ headers: {} })).toBe('zh-TW');
    expect(requestLanguage({ headers: { 'accept-language': 'ja' } })).toBe('zh-TW');
    expect(requestLanguage({ headers: { 'accept-language': 'en-GB' } })).toBe('en');
  });
});
