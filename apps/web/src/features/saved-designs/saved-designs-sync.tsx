import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { browserDesigns, browserFavourites, forgetBrowserDesigns, forgetBrowserFavourites } from './browser-designs';
import { joinAccount, savedDesignsQueryOptions } from './saved-designs-api';

/**
 * At login or registration, a guest's designs and favourites kept in this browser join the
 * customer's account (the cart's pattern): once the shop has answered, the browser's copies go.
 */
export function SavedDesignsSync({ customerId }: { customerId: string | null }) {
  const client = useQueryClient();
  const joinedFor = useRef<string | null>(null);
  useEffect(() => {
    if (customerId === null) {
      joinedFor.current = null;
      return;
    }
    if (joinedFor.current === customerId) return;
    joinedFor.current = customerId;
    const designs = browserDesigns();
    const favourites = browserFavourites();
    if (designs.length === 0 && favourites.length === 0) return;
    joinAccount(designs, favourites)
      .then(() => {
        forgetBrowserDesigns();
        forgetBrowserFavourites();
        return client.invalidateQueries({ queryKey: savedDesignsQueryOptions().queryKey });
      })
      .catch((error: unknown) => {
        // Kept in the browser for the next visit.
        console.warn('Saved designs could not join the account', error);
        joinedFor.current = null;
      });
  }, [customerId, client]);
  return null;
}
