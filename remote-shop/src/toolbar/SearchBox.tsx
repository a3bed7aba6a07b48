import { useId, useState, type KeyboardEvent } from 'react';
import { categoryAnchor, formatShopAddress, readQuery } from '@storefront/shared';
import { openProduct } from '../anchor/detailInUrl';
import { recordView } from '../anchor/viewInUrl';
import { SUGGESTION_LIMIT, type Catalogue } from '../search/searchCatalogue';
import { useShopStore } from '../store/shopStore';
import styles from './SearchBox.module.css';

/**
 * "Search products": an ARIA combobox whose list suggests up to eight products as the shopper types
 * (arrows move, Enter opens the product's detail, Esc closes the list, their count is announced); the
 * form it is in, submitted, shows every match. A plain GET form to the category's address, so that with
 * no script the shop's function serves the same search.
 */
export function SearchBox({ catalogue }: { catalogue: Catalogue }) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const category = useShopStore((state) => state.category);
  const query = useShopStore((state) => state.query);
  const [text, setText] = useState(query ?? '');
  // A search the address changes (Back, a link to all products) is the field's text again.
  const [searched, setSearched] = useState(query);
  if (searched !== query) {
    setSearched(query);
    setText(query ?? '');
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const words = readQuery(text);
  const candidates = words ? catalogue.search(words).slice(0, SUGGESTION_LIMIT) : [];
  const suggestions = open ? candidates : [];
  const shown = open && words !== undefined;

  const type = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move !== undefined && candidates.length > 0) {
      event.preventDefault();
      setOpen(true);
      const count = candidates.length;
      setActive((current) => (current === -1 && move === -1 ? count - 1 : (current + move + count) % count));
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && suggestions[active]) {
      event.preventDefault();
      const chosen = suggestions[active];
      close();
      openProduct(chosen);
    }
  };

  return (
    <form
      role="search"
      className={styles.search}
      action={formatShopAddress({ category: category === 'All' ? undefined : categoryAnchor(category), page: 1 })}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        close();
        useShopStore.getState().search(words);
        recordView(useShopStore.getState());
      }}
    >
      <label htmlFor={id} className={styles.label}>
        Search products
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={shown && suggestions.length > 0}
          aria-controls={listId}
          aria-activedescendant={suggestions[active] ? `${listId}-${active}` : undefined}
          className={styles.input}
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </div>
      <ul id={listId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={!shown || suggestions.length === 0}>
        {suggestions.map((product, index) => (
          <li
            key={product.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              close();
              openProduct(product);
            }}
          >
            {product.name}
          </li>
        ))}
      </ul>
      <p aria-live="polite" className={styles.announced}>
        {shown ? (suggestions.length === 0 ? 'No suggestions' : `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}`) : ''}
      </p>
    </form>
  );
}
