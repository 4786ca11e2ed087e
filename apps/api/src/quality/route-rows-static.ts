// Rows of the routes outside /v2, which carry no contract: stored files and the widget.
import { ALL, type RouteCase } from './route-types';

export const STATIC_ROUTES: RouteCase[] = [
  {
    method: 'GET',
    pattern: '/uploads/:file',
    url: () => `/uploads/${'0'.repeat(32)}.webp`,
    expect: ALL(404),
    reach: 'visitor',
  },
  {
    method: 'GET',
    pattern: '/pdf/:file',
    url: () => `/pdf/${'0'.repeat(32)}.pdf`,
    expect: ALL(404),
    reach: 'visitor',
  },
  // 404 here: the script is built with the web app, absent in the tests (webDist undefined).
  { method: 'GET', pattern: '/widget/display-rata.js', expect: ALL(404), reach: 'visitor' },
  {
    method: 'GET',
    pattern: '/widget/display-rata.:hash.js',
    url: () => '/widget/display-rata.AAAAAAAAAAAAAAAA.js',
    expect: ALL(404),
    reach: 'visitor',
  },
  { method: 'GET', pattern: '/widget/display-rata.json', expect: ALL(404), reach: 'visitor' },
  { method: 'GET', pattern: '/widget/demo', expect: ALL(200), reach: 'visitor' },
  { method: 'GET', pattern: '/widget/demo.js', expect: ALL(200), reach: 'visitor' },
];
