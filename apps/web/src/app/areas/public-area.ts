// One chunk for the public area: what the home page needs and nothing more.
export { PublicLayout } from '../public-layout';
export { HomePage } from '../../features/home/components/home-page';
export { PlaceholderPage } from '../placeholder-page';
export { NotFound } from '../../components/layout/not-found';
