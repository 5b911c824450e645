// The account dialog's, players' pages' and archive's words (src/ui/account/accountWords*.ts):
// every key worded in both languages with the same placeholders, each server error code and each
// failure of the account actions worded, and the Russian fetched through featureWords.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from '../../src/protocol/accounts';
import { en, type AccountWordKey } from '../../src/ui/account/accountWords.en';
import { accountWordsIn, loadAccountWords } from '../../src/ui/account/accountWords';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('account words', () => {
  it('has every key in Russian with the same placeholders', async () => {
    await loadAccountWords('ru');
    const ru = accountWordsIn('ru');
    expect(ru.language).toBe('ru');
    for (const key of Object.keys(en) as AccountWordKey[]) {
      const russian = ru(key, {});
      expect(russian, key).not.toBe('');
      expect(placeholders(russian), key).toEqual(placeholders(en[key]));
    }
  });

  it.each([...ACCOUNT_ERRORS, 'offline', 'unreachable', 'rate-limited', 'refused'])(
    'words the problem %s in both languages',
    async (code) => {
      await loadAccountWords('ru');
      const key = `problem.${code}` as AccountWordKey;
      expect(en[key]).toBeTruthy();
      expect(accountWordsIn('ru')(key, { seconds: 30 })).not.toBe(en[key]);
    },
  );
});
