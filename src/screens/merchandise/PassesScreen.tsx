import { useSearchParams } from 'react-router-dom';
import { useSectionName } from '../shared/section-names';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { ProductList } from './ProductList';

/** `passes`: the merchandise listing of annual passes (product_kind=13), 000 §2. */
export default function PassesScreen() {
  const { lang } = useT();
  const section = useSectionName('passes');
  const [params] = useSearchParams();
  const raw = params.get('category');
  const category = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  return (
    <ProductList
      kind="passes"
      category={category}
      heading={section}
      categoryHref={(c) => href(lang, c === null ? 'passes' : `passes?category=${c}`)}
      productHref={(a) => href(lang, `passes/${a.id}`)}
    />
  );
}
