/**
 * The rules core as the deep tier uses it: the esbuild bundle that test/deep/rulesBundle.ts wrote,
 * loaded natively (see there why), with the types of the sources it was built from.
 */
import { pathToFileURL } from 'node:url';
import type * as Rules from '../../src/rules';
import { RULES_BUNDLE } from './rulesBundle';

/** The bundled rules core: the same exports as src/rules/index.ts. */
export const rules = (await import(
  /* @vite-ignore */ pathToFileURL(RULES_BUNDLE).href
)) as typeof Rules;
