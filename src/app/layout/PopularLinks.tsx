/** The footer's Popular Destinations list (from the catalogue: loaded apart, see Footer). */
import { catalogueMenus } from './catalogueMenus';
import { FooterLinkList } from './FooterLinkList';

export default function PopularLinks() {
  return <FooterLinkList links={catalogueMenus.popular} />;
}
