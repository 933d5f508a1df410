import type { ProductType } from '@selvedge/contract';
import { toggleBrowserFavourite, useBrowserSaved } from './browser-designs';
import { useFavouriteFabric, useSavedDesigns } from './saved-designs-api';
import styles from './saved-designs.module.css';

export interface FavouriteToggleProps {
  handle: string;
  title: string;
  productType: ProductType;
  /** A signed-in customer's favourites are their account's; a guest's are this browser's. */
  signedIn: boolean;
}

/** The heart on a fabric card: adds the cloth to the favourites, or takes it away. */
export function FavouriteToggle({ handle, title, productType, signedIn }: FavouriteToggleProps) {
  const account = useSavedDesigns(signedIn);
  const browser = useBrowserSaved();
  const change = useFavouriteFabric();
  const pending = change.isPending && change.variables.handle === handle;
  const favourite = signedIn
    ? pending
      ? change.variables.favourite
      : (account.data?.favouriteFabrics.some((one) => one.handle === handle) ?? false)
    : browser.favourites.some((one) => one.handle === handle);

  const toggle = () => {
    if (signedIn) change.mutate({ handle, favourite: !favourite });
    else toggleBrowserFavourite({ handle, productType });
  };

  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={favourite}
      aria-label={favourite ? `Remove ${title} from favourites` : `Add ${title} to favourites`}
      title={favourite ? 'Remove from favourites' : 'Add to favourites'}
      disabled={signedIn && account.isPending}
      onClick={toggle}
    >
      <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
    </button>
  );
}
