import { useCallback, useEffect } from 'react';
import { useSectionName } from '../shared/section-names';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useArea, useCommand, useReadModel } from '../../engine/hooks';
import type { RootState } from '../../engine/root-state';
import { Money } from '../../components/Money';
import { amountRange, groupsOf, voucherListOf } from '../../domain/vouchers/selectors';
import { LoadFailed } from '../shared/LoadFailed';
import { SkeletonList } from '../shared/Skeleton';
import { usePageTitle } from '../shared/page-title';
import '../shared/shop.css';
import './vouchers.css';
import { catalogueList } from '../../kernel/catalogue-lists';

const selectVouchers = (s: RootState) => s.vouchers;

/** `vouchers`: gift vouchers, filtered by group (`?group=`, 001 §2). */
export default function VoucherListScreen() {
  useArea('vouchers');
  const { t, lang, money } = useT();
  const section = useSectionName('vouchers');
  usePageTitle(section);
  const dispatch = useCommand();
  const [params] = useSearchParams();
  const raw = params.get('group');
  const group = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  const state = useReadModel(selectVouchers);
  const open = useCallback(() => dispatch({ type: 'OpenVoucherList', group }), [dispatch, group]);
  useEffect(open, [open]);
  const groups = groupsOf(state);
  const list = voucherListOf(state, group);

  return (
    <section className="page vouchers-page">
      <h1>{section}</h1>
      <p className="lead page-intro">{t('vouchers.intro')}</p>
      {groups.length > 0 && (
        <nav aria-label={t('vouchers.groups')}>
          <ul className="filters">
            <li>
              <Link to={href(lang, 'vouchers')} aria-current={group === null ? 'page' : undefined}>
                {t('vouchers.allGroups')}
              </Link>
            </li>
            {groups.map((g) => (
              <li key={g.id}>
                <Link to={href(lang, `vouchers?group=${g.id}`)} aria-current={g.id === group ? 'page' : undefined}>
                  {g.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {list.status === 'loading' && <SkeletonList count={3} listClassName="cards voucher-cards" className="card voucher-card" lines={[70, 30]} />}
      {list.status === 'failed' && <LoadFailed onRetry={open} />}
      {list.status === 'loaded' && list.value.length === 0 && <p className="callout callout--info">{t('errors.noResults')}</p>}
      {list.status === 'loaded' && (
        <ul className="cards voucher-cards">
          {list.value.map((v, index) => (
            <li key={v.id}>
              <Link
                className="card voucher-card"
                to={href(lang, `vouchers/${v.id}`)}
                onClick={() => dispatch({ type: 'SelectItem', list: catalogueList.vouchers(group), index, itemId: v.id, category: 'voucher' })}
              >
                <div className="voucher-card__face" aria-hidden="true">
                  {v.variable_amount === 1 ? t('common.priceFrom', { price: money(amountRange(v).min) }) : <Money cents={v.price} />}
                </div>
                <div className="card__body">
                  <h2 className="card__title">{v.name}</h2>
                  <p className="card__price">{v.variable_amount === 1 ? t('vouchers.variableAmount') : <Money cents={v.price} />}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
