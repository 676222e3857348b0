import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSectionName } from '../shared/section-names';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href, routePath } from '../../routing/route-paths';
import { useArea, useCommand, useReadModel } from '../../engine/hooks';
import { AddedToBasket } from '../shared/AddedToBasket';
import type { RootState } from '../../engine/root-state';
import { Money } from '../../components/Money';
import { mulCents } from '../../kernel/money';
import { SafeHtml } from '../../components/SafeHtml';
import { addableQuantity, canAdd, heldItems, isAnnualPass, productOf, stockOpen } from '../../domain/merchandise/selectors';
import type { Command, PassOwnerInput } from '../../messages';
import { useCatalogueEntry } from '../shared/use-entry-id';
import { EntryStatus } from '../shared/LoadFailed';
import { Quantity } from '../shared/Quantity';
import { StockBadge } from './StockBadge';
import { OwnerEntries } from './OwnerEntries';
import '../shared/shop.css';
import './merchandise.css';

const selectMerchandise = (s: RootState) => s.merchandise;
const selectForm = (s: RootState) => s.productForm;
const selectLines = (s: RootState) => s.cart.lines;
const openProduct = (articleId: number): Command => ({ type: 'OpenProduct', articleId });
const emptyOwner = (): PassOwnerInput => ({ name: '', address: '', send_to_custom_addr: false });

/** `product/{id}` and `passes/{id}`: one article, its stock, quantity and (for passes) owners. */
export default function ProductScreen() {
  useArea('merchandise');
  const { t, lang } = useT();
  const shopName = useSectionName('merchandise');
  const passesName = useSectionName('passes');
  const { entry: product, value: article, open } = useCatalogueEntry(selectMerchandise, productOf, openProduct);
  const dispatch = useCommand();
  const form = useReadModel(selectForm);
  const lines = useReadModel(selectLines);
  const pass = article !== null && isAnnualPass(article);
  const ready = article !== null && form.articleId === article.id && form.stock !== null;
  // The basket's items of this article count against the stock (001 §5).
  const stockLeft = ready ? stockOpen(form, lines) : (article?.stock ?? 0);
  const quantity = ready ? addableQuantity(form, lines) : 0;
  const quantityHint = useId();

  // Owner entries are personal data: they stay in this component until they are added, then
  // go to the owner store with the command, never into the event log.
  const [owners, setOwners] = useState<PassOwnerInput[]>([emptyOwner()]);
  useEffect(() => {
    setOwners((current) => Array.from({ length: Math.max(quantity, 0) }, (_, i) => current[i] ?? emptyOwner()));
  }, [quantity]);
  const addedBefore = useRef(form.added);
  useEffect(() => {
    if (form.added && !addedBefore.current) setOwners([emptyOwner()]);
    addedBefore.current = form.added;
  }, [form.added]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!article) return;
    if (pass) dispatch({ type: 'AddAnnualPassToBasket', articleId: article.id, owners });
    else dispatch({ type: 'AddProductToBasket', articleId: article.id });
  };

  const backPath = pass ? 'passes' : 'merchandise';
  return (
    <article className="page product-page">
      <Link className="back-link" to={href(lang, backPath)}>
        ← {pass ? passesName : shopName}
      </Link>
      <EntryStatus entry={product} title={t('title.product')} onRetry={open} notFoundText={t('errors.noLongerAvailable')} />
      {article && (
        <div className="product">
          <div className="product__image">{article.image ? <img src={article.image} alt="" width={600} height={450} /> : null}</div>
          <div className="product__details">
            <h1>{article.name}</h1>
            <p className="product__price">
              <Money cents={article.price} />
            </p>
            <p className="vat-note">
              {t('common.pricesInclVat')}
              {/* What a parcel costs shows first in the basket: the page says so at the price (an annual pass is not sent). */}
              {!pass && (
                <>
                  {' '}
                  <Link to={routePath(lang, 'shipping')}>{t('common.plusShipping')}</Link>
                </>
              )}
            </p>
            <StockBadge stock={stockLeft} allInBasket={ready && heldItems(lines, article.id) > 0} id={quantityHint} prominent={ready} />
            {article.description && (
              <section className="product__description" aria-label={t('merchandise.description')}>
                <SafeHtml html={article.description} className="prose" />
              </section>
            )}
            <form className="buy-box" onSubmit={submit} noValidate>
              <Quantity
                label={t('common.quantity')}
                value={quantity}
                min={stockLeft > 0 ? 1 : 0}
                max={stockLeft}
                disabled={!ready || stockLeft <= 0}
                describedBy={quantityHint}
                onChange={(quantity) => dispatch({ type: 'SetProductQuantity', articleId: article.id, quantity })}
              />
              {pass && ready && quantity > 0 && (
                <OwnerEntries owners={owners} onChange={setOwners} problems={form.ownerProblems?.problems ?? []} />
              )}
              <p className="buy-box__total">
                <span>{t('common.total')}</span>
                <Money cents={mulCents(article.price, quantity)} />
              </p>
              <div aria-live="polite" className="live-region">
                {form.ownerProblems && (
                  <p className="callout callout--danger" role="alert">
                    {t('passes.ownerNamesRequired')}
                  </p>
                )}
                {form.added && <AddedToBasket lines={lines.slice(-1)} continueTo={href(lang, pass ? 'passes' : 'merchandise')} />}
              </div>
              <button type="submit" className="button button--primary" data-main-action disabled={!canAdd(form, lines) || form.articleId !== article.id}>
                {t('common.addToBasket')}
              </button>
            </form>
          </div>
        </div>
      )}
    </article>
  );
}
