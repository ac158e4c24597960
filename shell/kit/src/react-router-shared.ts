// The part of react-router the apps share as the 'react-router' singleton: declarative routing only.
// A shared module cannot be tree-shaken (any remote may import any export), and the full react-router
// build (data routers, SSR, RSC, sessions) is about 60 KB gzip on the landing page; this list is about a
// third of that. Every name the apps import from 'react-router' must be here: shell/src/react-router-exports.test.ts
// checks the sources.

// The real package under another name: see mfResolve in mf-shared.ts (importing 'react-router' here would
// import this module itself).
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useParams,
  useResolvedPath,
  useSearchParams,
} from '@fpl-assistant/react-router-impl';
export type {
  LinkProps,
  Location,
  NavigateFunction,
  NavigateOptions,
  NavLinkProps,
  Params,
  PathMatch,
  To,
} from 'react-router';
