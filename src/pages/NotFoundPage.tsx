import { ErrorPage } from '@/app/ErrorPage';

/** Any unmatched path: the 404 page inside the site's layout. */
export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}
