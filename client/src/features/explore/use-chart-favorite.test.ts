import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { favoriteErrorText, STAR_FAILED_TEXT } from './use-chart-favorite';

describe('star toggle errors', () => {
  it('names the server error', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Chart not found' }] });
    expect(favoriteErrorText(error)).toBe('There was an error saving the favorite status: Chart not found');
  });

  it('names a transport error', () => {
    expect(favoriteErrorText(new Error('Failed to fetch'))).toBe('There was an error saving the favorite status: Failed to fetch');
  });

  it('falls back to the generic text', () => {
    expect(favoriteErrorText(undefined)).toBe(STAR_FAILED_TEXT);
    expect(STAR_FAILED_TEXT).toBe('An error occurred while starring this chart');
  });
});
