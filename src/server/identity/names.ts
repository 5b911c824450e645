/**
 * Generated display names for anonymous identities: an English adjective, an animal and a number
 * (`BraveOtter42`), friendly and within the rules of an account's name (3 to 20 of
 * `[A-Za-z0-9_-]`), so that one namespace holds both and a generated name is unique like any
 * other (the store refuses a taken one and the caller draws again).
 */
import { randomInt } from 'node:crypto';

const ADJECTIVES = [
  'Brave',
  'Calm',
  'Clever',
  'Eager',
  'Gentle',
  'Happy',
  'Jolly',
  'Kind',
  'Lively',
  'Lucky',
  'Merry',
  'Nimble',
  'Proud',
  'Quick',
  'Quiet',
  'Shy',
  'Swift',
  'Wise',
  'Witty',
  'Bold',
  'Bright',
  'Cosy',
  'Daring',
  'Fancy',
  'Keen',
  'Mellow',
  'Noble',
  'Plucky',
  'Sunny',
  'Zesty',
];
const ANIMALS = [
  'Otter',
  'Badger',
  'Falcon',
  'Fox',
  'Heron',
  'Lynx',
  'Marten',
  'Owl',
  'Panda',
  'Puffin',
  'Raven',
  'Seal',
  'Stoat',
  'Swan',
  'Tiger',
  'Walrus',
  'Wombat',
  'Yak',
  'Zebra',
  'Beaver',
  'Bison',
  'Camel',
  'Crane',
  'Dolphin',
  'Gecko',
  'Koala',
  'Lemur',
  'Moose',
  'Newt',
  'Robin',
];

/** A random friendly name; `draw(n)` picks an integer below n (crypto's by default). */
export function friendlyName(draw: (n: number) => number = randomInt): string {
  const adjective = ADJECTIVES[draw(ADJECTIVES.length)]!;
  const animal = ANIMALS[draw(ANIMALS.length)]!;
  return `${adjective}${animal}${draw(1000)}`;
}
