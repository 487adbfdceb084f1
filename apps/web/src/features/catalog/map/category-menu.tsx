import type { Category } from '@citybook/contract/catalog';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import styles from './map-page.module.css';
import { MapCategoryText } from './map-category-text.ts';

interface CategoryMenuProps {
  categories: Category[];
  hiddenCategoryIds: number[];
  onShowCategory: (categoryId: number, shown: boolean) => void;
  onShowAll: (shown: boolean) => void;
}

/** The floating category menu: a switch per category for its markers and list entries. */
export function CategoryMenu({
  categories,
  hiddenCategoryIds,
  onShowCategory,
  onShowAll,
}: CategoryMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  return (
    <div className={styles.categoryMenu}>
      <Button
        ref={toggle}
        variant="secondary"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen(!open);
        }}
      >
        Categories
      </Button>
      <fieldset
        id={menuId}
        hidden={!open}
        className={styles.categoryList}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          setOpen(false);
          toggle.current?.focus();
        }}
      >
        <legend className={styles.visuallyHidden}>Categories shown on the map</legend>
        <div className={styles.allOrNone}>
          <Button
            variant="plain"
            onClick={() => {
              onShowAll(true);
            }}
          >
            {MapCategoryText.all}
          </Button>
          <Button
            variant="plain"
            onClick={() => {
              onShowAll(false);
            }}
          >
            {MapCategoryText.none}
          </Button>
        </div>
        {categories.map((category) => (
          <label key={category.id} className={styles.categoryOption}>
            <input
              type="checkbox"
              checked={!hiddenCategoryIds.includes(category.id)}
              onChange={(event) => {
                onShowCategory(category.id, event.target.checked);
              }}
            />
            <img className={styles.categoryIcon} src={category.icon1} alt="" />
            <span>{category.title}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
