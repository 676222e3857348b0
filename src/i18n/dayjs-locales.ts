import type { Lang } from '../messages/primitives';

/**
 * dayjs's month and weekday names per language, loaded with that language's texts instead of
 * all eight in the first bundle (English is built into dayjs). Static import expressions, so
 * webpack makes one small chunk per language.
 */
const loaders: Readonly<Record<Lang, (() => Promise<unknown>) | null>> = {
  de: () => import(/* webpackChunkName: "dayjs-de" */ 'dayjs/locale/de'),
  en: null,
  fr: () => import(/* webpackChunkName: "dayjs-fr" */ 'dayjs/locale/fr'),
  it: () => import(/* webpackChunkName: "dayjs-it" */ 'dayjs/locale/it'),
  nl: () => import(/* webpackChunkName: "dayjs-nl" */ 'dayjs/locale/nl'),
  es: () => import(/* webpackChunkName: "dayjs-es" */ 'dayjs/locale/es'),
  sv: () => import(/* webpackChunkName: "dayjs-sv" */ 'dayjs/locale/sv'),
  da: () => import(/* webpackChunkName: "dayjs-da" */ 'dayjs/locale/da'),
};

export async function ensureDayjsLocale(lang: Lang): Promise<void> {
  await loaders[lang]?.();
}
