/** Class mode's words in Russian, typed by the English keys (classWords.en.ts). */
import type { ClassWordKey } from './classWords.en';

export const ru: Record<ClassWordKey, string> = {
  letFollow: 'Пусть класс следит',
  classTitle: 'Класс',
  students: 'ученик|ученика|учеников',
  noStudents:
    'Пока никто из учеников не вошёл. Они открывают ссылку или сканируют код и называют имя.',
  answers: 'Ответы',
  answersAt: 'Глава {chapter}, эта позиция',
  found: 'нашёл',
  tried: 'пробовал {moves}',
  foundAfter: 'нашёл после {moves}',
  notYet: 'пока нет',
  away: 'не в сети',
  joinTitle: 'Войти в класс',
  joinIntro: 'Учитель показывает исследование с кодом {code}. Под каким именем вас увидит класс?',
  name: 'Ваше имя',
  join: 'Войти',
  joining: 'Входим…',
  'problem.name-taken': 'Это имя в классе уже занято: выберите другое.',
  'problem.bad-name':
    "Имя — от 1 до 20 букв, цифр и пробелов (и . _ ' -), начинается с буквы или цифры.",
  'problem.class-full': 'Класс заполнен.',
  'problem.no-such-game': 'Нет класса с кодом {code}.',
  'problem.other': 'Не удалось войти в класс ({code}).',
  withTeacher: 'Вместе с учителем',
  exploring: 'Вы изучаете сами',
  youAre: 'Вы — {name}',
  back: 'Вернуться к учителю',
  teacherAway: 'Учителя нет на месте.',
  reconnecting: 'Переподключаемся…',
};
