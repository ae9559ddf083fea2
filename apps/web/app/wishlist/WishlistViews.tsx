// The wishlist page's two views: the visitor's own list with its editor, and a list shared by link.
import { finishesIn, plainName, type ProductSummary } from '@fittings/catalog-core';
import {
  BATHROOM_LIST_LIMITS,
  bathroomListText,
  whatsAppShareUrl,
  type BathroomListDetails,
  type BathroomListLine,
} from '@fittings/catalog-core/bathroom-list';
import { Button, ButtonLink } from '@fittings/ui/Button';
import { ListItemDetails } from '@fittings/ui/ListItemDetails';
import { ProductCard } from '@fittings/ui/ProductCard';
import { ProductGrid } from '@fittings/ui/ProductGrid';
import { TextField } from '@fittings/ui/TextField';
import { useText } from '@fittings/ui/TextProvider';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { brand } from '../brand';
import { useLocalize } from '../i18n/useLanguage';
import { useWishlistProducts } from './wishlistProducts';
import { useWishlistToggle } from './wishlistActions';
import { notify } from '../layout/notifications';
import { useFocusAfterRemoval } from '../layout/focusAfterRemoval';
import { useWishlist, wishlistStore } from './wishlist';
import { clearWishlist } from './clearWishlist';
import { bathroomListStore, connectBathroomListStorage, useBathroomList } from './bathroomList';
import { ListTable } from './ListTable';
import { ListRequestButton } from './ListRequestButton';
import { fittedShareLink, listLines, listRequest } from './shareList';
import * as styles from './wishlistPage.css';

export function MyWishlist() {
  const models = useWishlist((state) => state.models);
  const loaded = useWishlist((state) => state.loaded);
  const list = useBathroomList((state) => state.list);
  const { products, loading } = useWishlistProducts(models, loaded);
  const onWishlistToggle = useWishlistToggle();
  const text = useText();
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => connectBathroomListStorage(), []);
  // Removing an item (its heart) or clearing the list moves focus to the next item's heart, or to the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const page = useRef<HTMLDivElement>(null);
  useFocusAfterRemoval(
    products.map((product) => product.model),
    (index) => {
      const card = page.current?.querySelectorAll('article')[index];
      return card?.querySelector<HTMLElement>('button[aria-pressed]');
    },
    heading,
  );

  const lines = listLines(products, list, finishesIn(text));
  // The link (and the WhatsApp message) of a list too long for its notes leaves them out, and the page says so.
  const fitted = () => fittedShareLink(window.location.origin, models, list, text.language);
  const share = async () => {
    const url = fitted().link;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      notify({ id: 'web.wishlist.linkCopied' });
    } catch {
      // Clipboard refused (permissions, insecure origin): the link is shown to copy by hand.
    }
  };
  const ready = loaded && !loading;

  return (
    <div className={styles.page} ref={page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{text.t('web.wishlist.eyebrow')}</p>
        <h1 className={styles.title} ref={heading} tabIndex={-1}>
          {text.t('web.wishlist.title')}
        </h1>
        <p className={styles.lead}>{text.t('web.wishlist.lead')}</p>
      </header>
      {loaded && models.length === 0 ? (
        <EmptyWishlist />
      ) : products.length === 0 ? (
        <ProductGrid
          loading={loading}
          loadingLabel={text.t('web.wishlist.loading')}
          label={text.t('web.wishlist.gridLabel')}
        />
      ) : (
        <>
          <RoomsEditor rooms={list.rooms} />
          <ul className={styles.items} aria-label={text.t('web.wishlist.itemsLabel')}>
            {products.map((product) => {
              const line = lines.find((candidate) => candidate.model === product.model);
              const name = plainName(product.name) || product.model;
              return (
                <li key={product.model} className={styles.item}>
                  <ProductCard
                    product={product}
                    headingAs="h2"
                    className={styles.itemCard}
                    inWishlist={models.includes(product.model)}
                    onWishlistToggle={onWishlistToggle}
                  />
                  {line ? (
                    <div className={styles.itemDetails}>
                      <ListItemDetails
                        productName={name}
                        details={line}
                        rooms={list.rooms}
                        onChange={(change) =>
                          bathroomListStore.getState().setItem(line.model, change)
                        }
                        limits={BATHROOM_LIST_LIMITS}
                      />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <section className={styles.done} aria-labelledby="wishlist-done">
            <h2 id="wishlist-done" className={styles.listTitle}>
              {text.t('web.wishlist.doneHeading')}
            </h2>
            <p className={styles.lead}>{text.t('web.wishlist.doneLead')}</p>
            <div className={styles.actions}>
              <Button tone="primary" onClick={share}>
                {text.t('web.wishlist.share')}
              </Button>
              {ready ? (
                <>
                  <ButtonLink
                    tone="secondary"
                    newTab
                    href={whatsAppShareUrl(
                      bathroomListText({
                        title: text.t('web.list.title', { brand: brand.name }),
                        rooms: list.rooms,
                        lines:
                          fitted().leftOut === 'nothing'
                            ? lines
                            : lines.map((line) => ({ ...line, note: '' })),
                        link: fitted().link,
                        translator: text,
                      }),
                    )}
                  >
                    {text.t('web.wishlist.shareWhatsApp')}
                  </ButtonLink>
                  <PrintAndPdf models={models} list={list} />
                </>
              ) : null}
            </div>
            {ready && fitted().leftOut !== 'nothing' ? (
              <p className={styles.lead} id="share-left-out">
                {text.t(
                  fitted().leftOut === 'notes'
                    ? 'web.wishlist.notesLeftOut'
                    : 'web.wishlist.detailsLeftOut',
                )}
              </p>
            ) : null}
            {link ? (
              <label className={styles.shareLink}>
                <span>{text.t('web.wishlist.linkLabel')}</span>
                <input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
              </label>
            ) : null}
            <ClearAll count={models.length} />
          </section>
        </>
      )}
    </div>
  );
}

/** Clear all, after the visitor says yes: the list, its rooms, quantities and notes go, and Undo brings them back. */
function ClearAll({ count }: { count: number }) {
  const text = useText();
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <div className={styles.actions}>
        <Button tone="secondary" onClick={() => setAsking(true)}>
          {text.t('web.wishlist.clearAll')}
        </Button>
      </div>
    );
  return (
    <div className={styles.confirm} role="group" aria-labelledby="clear-question">
      <p id="clear-question" className={styles.confirmQuestion}>
        {text.t('web.wishlist.confirmClear', { count })}
      </p>
      <div className={styles.actions}>
        <Button
          tone="primary"
          onClick={() => {
            setAsking(false);
            clearWishlist();
          }}
        >
          {text.t('web.wishlist.confirmClearYes')}
        </Button>
        <Button ref={keep} tone="secondary" onClick={() => setAsking(false)}>
          {text.t('web.wishlist.confirmClearNo')}
        </Button>
      </div>
    </div>
  );
}

/** The visitor's rooms, which each item's room is chosen from. */
function RoomsEditor({ rooms }: { rooms: readonly string[] }) {
  const [room, setRoom] = useState('');
  const text = useText();
  const store = bathroomListStore.getState();
  return (
    <section className={styles.list} aria-labelledby="bathroom-list">
      <h2 id="bathroom-list" className={styles.listTitle}>
        {text.t('web.wishlist.listHeading')}
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
            label={text.t('web.wishlist.addRoom')}
            hint={text.t('web.wishlist.addRoomHint')}
            value={room}
            maxLength={40}
            onChange={(event) => setRoom(event.currentTarget.value)}
          />
          <Button type="submit" tone="secondary">
            {text.t('web.wishlist.addRoomButton')}
          </Button>
        </form>
        {rooms.length > 0 ? (
          <ul className={styles.roomList} aria-label={text.t('web.wishlist.rooms')}>
            {rooms.map((name) => (
              <li key={name} className={styles.roomChip}>
                <span>{name}</span>
                <Button tone="secondary" onClick={() => store.removeRoom(name)}>
                  {text.t('web.wishlist.removeRoom')}{' '}
                  <span className={styles.hidden}>
                    {text.t('web.wishlist.removeRoomName', { name })}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function EmptyWishlist() {
  const text = useText();
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>{text.t('web.wishlist.emptyTitle')}</h2>
      <p className={styles.lead}>{text.t('web.wishlist.emptyLead')}</p>
      <div className={styles.actions}>
        <ButtonLink href="/filter/bathroom">{text.t('web.wishlist.exploreBathroom')}</ButtonLink>
        <ButtonLink href="/filter/kitchen" tone="secondary">
          {text.t('web.wishlist.exploreKitchen')}
        </ButtonLink>
      </div>
    </div>
  );
}

export function SharedWishlist({
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
  const text = useText();
  const localize = useLocalize();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{text.t('web.wishlist.eyebrow')}</p>
        <h1 className={styles.title}>{text.t('web.wishlist.sharedTitle')}</h1>
        <p className={styles.lead}>
          {text.t(products.length === 0 ? 'web.wishlist.sharedNone' : 'web.wishlist.sharedLead')}
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
                notify({ id: 'web.wishlist.sharedSaved', values: { count: products.length } });
                navigate(localize('/wishlist'));
              }}
            >
              {text.t('web.wishlist.saveShared')}
            </Button>
            <PrintAndPdf models={models} list={list} />
          </div>
        ) : null}
      </header>
      <ProductGrid label={text.t('web.wishlist.sharedGrid')}>
        {products.map((product) => (
          <ProductCard key={product.model} product={product} headingAs="h2" />
        ))}
      </ProductGrid>
      {lines.length > 0 ? (
        <section className={styles.list} aria-labelledby="shared-list">
          <h2 id="shared-list" className={styles.listTitle}>
            {text.t('web.wishlist.sharedListHeading')}
          </h2>
          <ListTable rooms={list.rooms} lines={lines} headingAs="h3" />
        </section>
      ) : null}
    </div>
  );
}

/** The list to print and as a PDF, in the page's language: the same two buttons on one's own list and a shared one. */
function PrintAndPdf({ models, list }: { models: readonly string[]; list: BathroomListDetails }) {
  const text = useText();
  return (
    <>
      <ListRequestButton request={listRequest('/wishlist/print', models, list, text.language)}>
        {text.t('web.wishlist.printList')}
      </ListRequestButton>
      <ListRequestButton
        request={listRequest('/wishlist/pdf', models, list, text.language)}
        download
      >
        {text.t('web.wishlist.downloadPdf')}
      </ListRequestButton>
    </>
  );
}
