/**
 * The routing the portal uses, in one place: pages and components import it from here, never from
 * the router package, so the router can be swapped for a smaller one without touching them.
 */
export { BrowserRouter, Link, MemoryRouter, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router';
