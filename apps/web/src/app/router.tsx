import { type RouteObject, replace } from 'react-router';
import { PageLoading } from '../shared/components/PageLoading';
import type { PageHandle } from '../shared/components/page-handle';
import { DefaultLayout } from '../shared/layout/DefaultLayout';
import { EmptyLayout } from '../shared/layout/EmptyLayout';
import { lazyPage } from './lazy';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';
import { APP_ROUTES, type AppRoute, type ChildRoute, type LayoutKind, NAV_ITEMS } from './routes';
import { UnknownRoute } from './UnknownRoute';

/** A side menu's entries: the route's children that are pages, under its address. */
function sideMenuOf(route: AppRoute): PageHandle['menu'] {
  return (route.children ?? [])
    .filter((child) => child.page)
    .map((child) => ({ to: `${route.path}/${child.path}`, label: child.title }));
}

function toRouteObject(route: AppRoute | ChildRoute): RouteObject {
  const handle: PageHandle = {
    title: route.title,
    summary: route.summary,
    ...('sideMenu' in route && route.sideMenu ? { menu: sideMenuOf(route) } : {}),
  };
  const { redirectTo, page } = route;
  // `element: null`: nothing to show, the loader redirects before anything renders.
  if (redirectTo) return { path: route.path, handle, loader: () => replace(redirectTo), element: null };
  if (!page) throw new Error(`路由 ${route.path} 既没有页面也没有重定向`);
  const object: RouteObject = {
    path: route.path,
    handle,
    lazy: lazyPage(page, { antd: !route.withoutAntd, access: route.access, handover: route.handover }),
  };
  if ('children' in route && route.children) {
    const { indexRedirectTo } = route;
    object.children = [
      // The query goes along: a handover's code must reach the page it lands on.
      ...(indexRedirectTo
        ? [
            {
              index: true,
              loader: ({ request }: { request: Request }) =>
                replace(indexRedirectTo + new URL(request.url).search),
              element: null,
            },
          ]
        : []),
      ...route.children.map(toRouteObject),
    ];
  }
  return object;
}

function pagesOf(layout: LayoutKind): RouteObject[] {
  return APP_ROUTES.filter((route) => route.layout === layout).map(toRouteObject);
}

const unknownRoute: RouteObject = { path: '*', handle: { title: '页面不存在' }, element: <UnknownRoute /> };

/**
 * The router's tree: the root (scroll to top, document title) holds the two layouts;
 * inside each, a pathless route catches page errors (so the header stays) and shows the
 * loading state while the first page's code arrives.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    children: [
      {
        element: <DefaultLayout navItems={NAV_ITEMS} />,
        children: [
          {
            errorElement: <RouteError />,
            hydrateFallbackElement: <PageLoading />,
            children: [...pagesOf('default'), unknownRoute],
          },
        ],
      },
      {
        element: <EmptyLayout />,
        children: [
          {
            errorElement: <RouteError />,
            hydrateFallbackElement: <PageLoading />,
            children: pagesOf('empty'),
          },
        ],
      },
    ],
  },
];
