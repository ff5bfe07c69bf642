import type { PaginationProps } from 'antd';

/**
 * antd's Pagination draws its page numbers as links without an address, which a crawler
 * cannot follow. This gives each number a real `href` (the list at that page, the page in the
 * query); a click still goes through the Pagination's onChange (the browser's own navigation
 * is prevented), so the list changes without reloading.
 */
export function linkedPageItems(hrefOf: (page: number) => string): PaginationProps['itemRender'] {
  return (page, type, original) => {
    if (type !== 'page') return original;
    return (
      <a href={hrefOf(page)} onClick={(event) => event.preventDefault()}>
        {page}
      </a>
    );
  };
}
