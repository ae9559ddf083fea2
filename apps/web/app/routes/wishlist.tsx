// The wishlist ("My favourites", spec 1 and 3), grown into the bathroom list a buyer takes to a plumber or dealer
// (issue 17): the models kept in this browser, and beside them a quantity, room and note per item; a clear-all;
// sharing as a link (/wishlist?models=A,B&list=…) or a WhatsApp message, a print page and a PDF. A shared link shows
// the same list on another device, rendered on the server, ready to be saved.
import { plainName, type ProductSummary } from '@fittings/catalog-core';
import {
  BATHROOM_LIST_LIMITS,
  bathroomListText,
  whatsAppShareUrl,
  type BathroomListDetails,
  type BathroomListLine,
} from '@fittings/catalog-core/bathroom-list';
import {
  Button,
  ButtonLink,
  ListItemDetails,
  ProductCard,
  ProductGrid,
  TextField,
} from '@fittings/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { brand } from '../brand';
import { RouteError } from '../layout/RouteError';
import { publicOrigin } from '../api/api.server';
import { seo } from '../seo/seo';
import { useWishlistProducts } from '../wishlist/wishlistProducts';
import { useWishlistToggle } from '../wishlist/wishlistActions';
import { notify } from '../layout/notifications';
import { useWishlist, wishlistStore } from '../wishlist/wishlist';
import {
  bathroomListStore,
  connectBathroomListStorage,
  useBathroomList,
} from '../wishlist/bathroomList';
import { ListTable } from '../wishlist/ListTable';
import { loadSharedList } from '../wishlist/sharedList.server';
import { LIST_TITLE, listLines, pdfLink, printLink, shareLink } from '../wishlist/shareList';
import * as styles from './wishlist.css';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seo(matches, {
    title: `${data?.shared ? 'A shared wishlist' : 'My Favourites'} | ${brand.name}`,
    description: `Products saved to a ${brand.name} wishlist.`,
    canonical: '/wishlist',
    origin: data?.origin,
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!url.searchParams.has('models')) return { origin: publicOrigin(request), shared: null };
  const shared = await loadSharedList(request);
  return {
    origin: shared.origin,
    shared: {
      models: shared.models,
      products: shared.products,
      list: shared.list,
      lines: shared.lines,
    },
  };
}

export { shareLink };

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  return loaderData.shared ? <SharedWishlist {...loaderData.shared} /> : <MyWishlist />;
}

function MyWishlist() {
  const models = useWishlist((state) => state.models);
  const loaded = useWishlist((state) => state.loaded);
  const list = useBathroomList((state) => state.list);
  const { products, loading } = useWishlistProducts(models, loaded);
  const onWishlistToggle = useWishlistToggle();
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => connectBathroomListStorage(), []);

  const lines = listLines(products, list);
  const share = async () => {
    const url = shareLink(window.location.origin, models, list);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      notify('Link to your wishlist copied');
    } catch {
      // Clipboard refused (permissions, insecure origin): the link is shown to copy by hand.
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Wishlist</p>
        <h1 className={styles.title}>My Favourites</h1>
        <p className={styles.lead}>
          Products you save are kept in this browser. Give each a quantity, a room and a note, then
          share the list with your plumber or dealer, print it or save it as a PDF.
        </p>
        {models.length > 0 ? (
          <div className={styles.actions}>
            <Button tone="primary" onClick={share}>
              Share wishlist
            </Button>
            {loaded && !loading ? (
              <>
                <ButtonLink
                  tone="secondary"
                  newTab
                  href={whatsAppShareUrl(
                    bathroomListText({
                      title: LIST_TITLE,
                      rooms: list.rooms,
                      lines,
                      link: shareLink(window.location.origin, models, list),
                    }),
                  )}
                >
                  Share on WhatsApp
                </ButtonLink>
                <ButtonLink tone="secondary" href={printLink(models, list)}>
                  Print list
                </ButtonLink>
                <ButtonLink tone="secondary" href={pdfLink(models, list)} download="">
                  Download PDF
                </ButtonLink>
              </>
            ) : null}
            <Button tone="secondary" onClick={() => wishlistStore.getState().clear()}>
              Clear all
            </Button>
          </div>
        ) : null}
        {link ? (
          <label className={styles.shareLink}>
            <span>Link to this wishlist</span>
            <input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          </label>
        ) : null}
      </header>
      {loaded && models.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <>
          <ProductGrid
            loading={loading && products.length === 0}
            loadingLabel="Loading your wishlist"
            label="My favourites"
          >
            {products.map((product) => (
              <ProductCard
                key={product.model}
                product={product}
                headingAs="h2"
                inWishlist={models.includes(product.model)}
                onWishlistToggle={onWishlistToggle}
              />
            ))}
          </ProductGrid>
          {products.length > 0 ? <ListEditor list={list} lines={lines} /> : null}
        </>
      )}
    </div>
  );
}

/** The list's rooms and each item's quantity, room and note. */
function ListEditor({ list, lines }: { list: BathroomListDetails; lines: BathroomListLine[] }) {
  const [room, setRoom] = useState('');
  const store = bathroomListStore.getState();
  return (
    <section className={styles.list} aria-labelledby="bathroom-list">
      <h2 id="bathroom-list" className={styles.listTitle}>
        Your bathroom list
      </h2>
      <div className={styles.rooms}>
        <form
          className={styles.addRoom}
          onSubmit={(event) => {
            event.preventDefault();
            store.addRoom(room);
            setRoom('');
          }}
        >
          <TextField
            label="Add a room"
            hint="For example Bathroom 1, Kitchen, Utility"
            value={room}
            maxLength={40}
            onChange={(event) => setRoom(event.currentTarget.value)}
          />
          <Button type="submit" tone="secondary">
            Add room
          </Button>
        </form>
        {list.rooms.length > 0 ? (
          <ul className={styles.roomList} aria-label="Rooms">
            {list.rooms.map((name) => (
              <li key={name} className={styles.roomChip}>
                <span>{name}</span>
                <Button tone="secondary" onClick={() => store.removeRoom(name)}>
                  Remove <span className={styles.hidden}>room {name}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ul className={styles.items}>
        {lines.map((line) => {
          const name = plainName(line.name) || line.model;
          return (
            <li key={line.model} className={styles.item}>
              <h3 className={styles.itemTitle}>
                {name} <span className={styles.itemModel}>{line.model}</span>
              </h3>
              <ListItemDetails
                productName={name}
                details={line}
                rooms={list.rooms}
                onChange={(change) => store.setItem(line.model, change)}
                limits={BATHROOM_LIST_LIMITS}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function EmptyWishlist() {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>Your wishlist is empty.</h2>
      <p className={styles.lead}>Tap the heart on any product to keep it here.</p>
      <div className={styles.actions}>
        <ButtonLink href="/filter/bathroom">Explore bathroom</ButtonLink>
        <ButtonLink href="/filter/kitchen" tone="secondary">
          Explore kitchen
        </ButtonLink>
      </div>
    </div>
  );
}

function SharedWishlist({
  products,
  models,
  list,
  lines,
}: {
  products: ProductSummary[];
  models: string[];
  list: BathroomListDetails;
  lines: BathroomListLine[];
}) {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Wishlist</p>
        <h1 className={styles.title}>A shared wishlist</h1>
        <p className={styles.lead}>
          {products.length === 0
            ? 'None of the products in this link are available any more.'
            : 'Someone shared these products with you. Save them to keep them in this browser.'}
        </p>
        {products.length > 0 ? (
          <div className={styles.actions}>
            <Button
              tone="primary"
              icon="heart"
              onClick={() => {
                const saved = products.map((p) => p.model).filter((m) => models.includes(m));
                wishlistStore.getState().addAll(saved);
                // The shared quantities, rooms and notes come along; the visitor's own rooms stay.
                const store = bathroomListStore.getState();
                for (const room of list.rooms) store.addRoom(room);
                for (const line of lines)
                  store.setItem(line.model, {
                    quantity: line.quantity,
                    note: line.note,
                    room: line.room,
                  });
                notify(
                  `${products.length === 1 ? '1 product' : `${products.length} products`} saved to your wishlist`,
                );
                navigate('/wishlist');
              }}
            >
              Save to my wishlist
            </Button>
            <ButtonLink tone="secondary" href={printLink(models, list)}>
              Print list
            </ButtonLink>
            <ButtonLink tone="secondary" href={pdfLink(models, list)} download="">
              Download PDF
            </ButtonLink>
          </div>
        ) : null}
      </header>
      <ProductGrid label="Shared wishlist">
        {products.map((product) => (
          <ProductCard key={product.model} product={product} headingAs="h2" />
        ))}
      </ProductGrid>
      {lines.length > 0 ? (
        <section className={styles.list} aria-labelledby="shared-list">
          <h2 id="shared-list" className={styles.listTitle}>
            The list
          </h2>
          <ListTable rooms={list.rooms} lines={lines} headingAs="h3" />
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
