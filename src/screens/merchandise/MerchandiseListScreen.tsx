import { useParams } from 'react-router-dom';
import { useSectionName } from '../shared/section-names';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { isAnnualPass } from '../../domain/merchandise/listing';
import { ProductList } from './ProductList';

/** `merchandise` and `merchandise/{category}`: the museum shop by category (001 §2). */
export default function MerchandiseListScreen() {
  const { lang } = useT();
  const section = useSectionName('merchandise');
  const { category } = useParams();
  const id = category !== undefined && /^\d+$/.test(category) ? Number(category) : null;
  return (
    <ProductList
      kind="shop"
      category={id}
      heading={section}
      categoryHref={(c) => href(lang, c === null ? 'merchandise' : `merchandise/${c}`)}
      productHref={(a) => href(lang, isAnnualPass(a) ? `passes/${a.id}` : `product/${a.id}`)}
    />
  );
}
