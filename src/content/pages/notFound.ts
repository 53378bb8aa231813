import type { AddressNotFoundCopy } from '../schema';

/** Any address the route table does not know. */
export const pageNotFound: AddressNotFoundCopy = {
  meta: { title: 'Page Not Found', description: 'This page does not exist. Unlike most claims on the internet, we checked.' },
  overline: '404',
  title: 'Page Not Found',
  before: 'You followed a link to ',
  after:
    ' and found nothing. That is what we call an argument from absence: the page is not here, so it does not exist. For once, the reasoning holds.',
};
