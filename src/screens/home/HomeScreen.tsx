import { useState } from 'react';
import { Link } from 'react-router-dom';
import { sectionName } from '../shared/section-names';
import { useT } from '../../i18n';
import { isOn } from '../../api/codecs/flag';
import { href } from '../../routing/route-paths';
import { useConfig, useShellData } from '../../engine/services';
import { useClock, useReadModelOr } from '../../engine/hooks';
import type { RootState } from '../../engine/root-state';
import type { EventOffer } from '../../messages/catalogue';
import { normalizeBanners } from './banners';
import { museumNow, type MuseumNow } from '../../kernel/museum-today';
import { hoursOn } from '../../kernel/opening-hours';
// Its own small module (types only besides): not the tickets area's code.
import { currentExhibition } from '../../domain/tickets/current-exhibition';

const SECTIONS = [
  { flag: 'hasTickets', path: 'tickets', label: 'home.toTickets', nav: 'tickets' },
  { flag: 'hasGuidedTours', path: 'guided-tours', label: 'home.toGuidedTours', nav: 'guidedTours' },
  { flag: 'hasMerchandise', path: 'merchandise', label: 'home.toMerchandise', nav: 'merchandise' },
  { flag: 'hasMemCard', path: 'passes', label: 'home.toPasses', nav: 'passes' },
  { flag: 'hasVouchers', path: 'vouchers', label: 'home.toVouchers', nav: 'vouchers' },
] as const;

type Section = (typeof SECTIONS)[number];

/**
 * The configuration's home view (000, "a home view"): the section the museum leads with. It is
 * named by its path or navigation key ("tickets", "guided-tours" or "guidedTours", …); any
 * other value, or a section switched off, features nothing.
 */
export function featuredSection(homeView: string | undefined, sections: readonly Section[]): Section | null {
  const wanted = homeView?.trim().toLowerCase();
  return sections.find((s) => s.path === wanted || s.nav.toLowerCase() === wanted) ?? null;
}

/**
 * The event list, once the tickets area is loaded and has it (the visitor has been to the
 * tickets): the home page never loads that area itself, a first visit downloads none of it.
 */
const selectEventList = (s: RootState): readonly EventOffer[] | null => (s as Partial<RootState>).events?.list ?? null;

/** The museum's "now" when the page opens, by the injected clock (never Date.now() in a render). */
function useMuseumNow(): MuseumNow {
  const clock = useClock();
  const [now] = useState(() => museumNow(clock.now()));
  return now;
}

export default function HomeScreen() {
  const { t, lang, date } = useT();
  const config = useConfig();
  const now = useMuseumNow();
  const events = useReadModelOr(selectEventList, null);
  const { staticContent } = useShellData();
  const banners = staticContent ? normalizeBanners(staticContent.banners) : {};
  const banner = (banners.home ?? Object.values(banners).flat())[0];
  const sections = SECTIONS.filter((s) => isOn(config[s.flag]));
  const featured = featuredSection(config.homeView, sections);
  const ticketsOn = isOn(config.hasTickets);
  // Undefined: the configuration names no opening hours, and the page says nothing about them.
  const today = config.openingHours ? hoursOn(config.openingHours, now.date) : undefined;
  const exhibition = ticketsOn ? currentExhibition(events, now.dateTime) : null;
  // The featured section leads: a call to action in the hero and the first tile.
  const ordered = featured ? [featured, ...sections.filter((s) => s !== featured)] : sections;
  return (
    <div className="home">
      <section className="hero">
        {banner && (
          <picture className={banner.image_mobile ? 'hero__image hero__image--phone' : 'hero__image'}>
            {banner.image_mobile && <source media="(max-width: 544px)" srcSet={banner.image_mobile} />}
            <img src={banner.image} alt="" width={1200} height={400} />
          </picture>
        )}
        <div className="hero__text">
          <h1>{t('home.welcome')}</h1>
          <p className="lead">{t('home.intro')}</p>
          {today !== undefined && (
            <p className="hero__opening">{today ? t('home.openToday', { opens: today.opens, closes: today.closes }) : t('home.closedToday')}</p>
          )}
          {(featured || ticketsOn) && (
            <p className="hero__actions">
              {featured && (
                <Link className="button button--primary hero__cta" data-main-action to={href(lang, featured.path)}>
                  {t(featured.label)}
                </Link>
              )}
              {/* Day tickets are what most visitors come for: today's, one step away. */}
              {ticketsOn && (
                <Link className="button hero__cta" to={`${href(lang, 'tickets/day-tickets')}?day=today`}>
                  {t('home.ticketsToday')}
                </Link>
              )}
            </p>
          )}
        </div>
      </section>
      {exhibition && (
        <section aria-labelledby="home-now" className="section-tiles">
          <h2 id="home-now">{t('home.nowOn')}</h2>
          <Link className="tile tile--now" to={href(lang, `tickets/${exhibition.id}`)}>
            <span className="tile__title">{exhibition.name}</span>
            <span>{exhibition.venue}</span>
            {exhibition.end && <span>{t('tickets.runsUntil', { date: date(exhibition.end) })}</span>}
            <span className="tile__cta">{t('tickets.chooseTickets')}</span>
          </Link>
        </section>
      )}
      <section aria-labelledby="home-discover" className="section-tiles">
        <h2 id="home-discover">{t('home.discover')}</h2>
        <ul className="tiles">
          {ordered.map((s, i) => (
            <li key={s.path}>
              <Link
                className={`tile tile--${s.path}${s === featured ? ' tile--featured' : ''}`}
                // Without a featured section in the hero, the first tile is the page's main action.
                data-main-action={!featured && i === 0 ? true : undefined}
                to={href(lang, s.path)}
              >
                <span className="tile__title">{sectionName(config, lang, t, s.nav)}</span>
                <span className="tile__cta">{t(s.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
