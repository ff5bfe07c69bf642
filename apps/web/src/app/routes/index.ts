import { paths } from '../../config/paths';
import type { NavItem } from '../../shared/layout/nav';
import { accountRoutes } from './accounts';
import { certificationRoutes } from './certification';
import { contentRoutes } from './content';
import { marketRoutes } from './market';
import { signingRoutes } from './signing';
import { siteRoutes } from './site';
import { supplyRoutes } from './supply';
import { systemRoutes } from './system';
import type { AppRoute } from './types';

export type { AppRoute, ChildRoute, LayoutKind } from './types';

/**
 * Every route of the portal (spec 002 §2.1 and 000 §2.1), one file per domain in this folder: a
 * capability adds its pages to its own file (a new domain's file is added here).
 */
export const APP_ROUTES: readonly AppRoute[] = [
  ...siteRoutes,
  ...contentRoutes,
  ...marketRoutes,
  ...supplyRoutes,
  ...accountRoutes,
  ...certificationRoutes,
  ...signingRoutes,
  ...systemRoutes,
];

/** The top navigation's items, in the order it shows them (spec 000 §2.1): the routes' paths. */
const NAV_ORDER: readonly string[] = [
  paths.home,
  paths.solution,
  paths.news,
  paths.application,
  paths.microservice,
  paths.mechanism,
  paths.internet,
  paths.developer,
  '/Supply',
  paths.aboutUs,
];

/** The top navigation: the routes with `nav`, in NAV_ORDER. */
export const NAV_ITEMS: readonly NavItem[] = NAV_ORDER.map((path) => {
  const route = APP_ROUTES.find((candidate) => candidate.path === path && candidate.nav);
  if (!route?.nav) throw new Error(`navigation item ${path} has no route with nav`);
  return {
    label: route.title,
    to: route.nav.to ?? route.path,
    activeFor: route.nav.activeFor,
    catalogue: route.nav.catalogue,
  };
});
