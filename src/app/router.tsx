// The one route table (SPEC.md §2). Screens are lazy; later issues replace "feature under upgrade"
// elements here and nowhere else.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { AppShell } from '../features/shell/app-shell'
import { RouteErrorView } from '../features/errors/route-error-view'
import { NotFoundView } from '../features/errors/not-found-view'
import { PageLoader } from '../components/page-loader'

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorView />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <Navigate to="/index" replace /> },
      {
        path: 'index',
        lazy: () =>
          import('../features/home/index-route').then((m) => ({
            Component: m.IndexRoute,
            loader: m.indexLoader,
          })),
      },
      { path: '*', element: <NotFoundView /> },
    ],
  },
]

export const router = createBrowserRouter(routes)
