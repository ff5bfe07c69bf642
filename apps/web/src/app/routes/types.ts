import type { AccessRule } from '@portal/shared/contract';
import type { CataloguePage } from '../../config/paths';
import type { PageLoader } from '../lazy';

export type LayoutKind = 'default' | 'empty';

interface RouteBase {
  path: string;
  /**
   * Who may open it (the contract's access levels), checked by the router's AccessGate:
   * a visitor is asked to log in, another account sees 无权访问, and every level above
   * `user` also needs a certified account (an uncertified one may open only `user` pages,
   * the certification centres).
   */
  access: AccessRule;
  /** The page completes a single-use-code handover: a `code` in the address lets anyone in. */
  handover?: true;
  /** Chinese page title: banner, breadcrumb and `${title} - ${SITE_NAME}` as the document title. */
  title: string;
  /** One line shown under the title in the banner. */
  summary?: string;
  /** The page, loaded only when the route is visited. */
  page?: PageLoader;
  /**
   * The page draws no antd component, so antd is not loaded with it. Set on the public pages
   * that need none (the home page first): their first screen stays small.
   */
  withoutAntd?: true;
  /** A route without content of its own goes here instead (history entry replaced). */
  redirectTo?: string;
}

/** A child of a top-level route (the /admin pages); its path is relative to the parent. */
export type ChildRoute = RouteBase;

export interface AppRoute extends RouteBase {
  layout: LayoutKind;
  /** Set for the items of the top navigation, which follows the order of this table. */
  nav?: {
    /** The link's address when it differs from the route's spelling. */
    to?: string;
    activeFor?: readonly string[];
    catalogue?: CataloguePage;
  };
  children?: readonly ChildRoute[];
  /** Its children are its layout's side menu, in table order (the console). */
  sideMenu?: true;
  /** Where the route's own address (the index) goes when it has children. */
  indexRedirectTo?: string;
}
