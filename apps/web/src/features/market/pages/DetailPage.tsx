import { useSearchParams } from 'react-router';
import { type CataloguePage, paths } from '../../../config/paths';
import { AppDetailView } from '../detail/AppDetailView';
import { DetailError } from '../detail/DetailStates';
import { MicroDetailView } from '../detail/MicroDetailView';
import { ModelDetailView } from '../detail/ModelDetailView';
import '../market.css';

const KIND_BY_TITLE: Record<string, CataloguePage> = { yysc: 'app', gywfwzj: 'micr', jlmx: 'jlmx' };
const HOME_BY_KIND: Record<CataloguePage, string> = {
  app: paths.application,
  micr: paths.microservice,
  jlmx: paths.mechanism,
};

/** The kind from `page`, else from `title` (spec 000 §2.10); apps when neither says. */
export function detailKind(page: string | null, title: string | null): CataloguePage {
  if (page === 'app' || page === 'micr' || page === 'jlmx') return page;
  return (title && KIND_BY_TITLE[title]) || 'app';
}

/** `catalogue` is the (URL-encoded) id; anything but a positive whole number is no item. */
export function catalogueId(value: string | null): number | null {
  if (!value) return null;
  const text = value.trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** /AppdetailInfo: query title (yysc | gywfwzj | jlmx), catalogue (the id) and page (app | micr | jlmx). */
export default function DetailPage() {
  const [search] = useSearchParams();
  const kind = detailKind(search.get('page'), search.get('title'));
  const id = catalogueId(search.get('catalogue'));
  if (id === null) return <DetailError error={null} listTo={HOME_BY_KIND[kind]} />;
  // Keyed by the item, so moving between items starts each one afresh.
  if (kind === 'micr') return <MicroDetailView key={id} id={id} />;
  if (kind === 'jlmx') return <ModelDetailView key={id} id={id} />;
  return <AppDetailView key={id} id={id} />;
}
