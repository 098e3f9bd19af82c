import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../../components/theme';
import { usePrefersReducedMotion } from '../../components/usePrefersReducedMotion';
import { useT } from '../language';
import { INVESTOR_CATEGORIES, categoryLabelKey, type InvestorCategory } from './categories';
import { useIsSmallScreen } from '../../components/useIsSmallScreen';

type Props = {
  selected: InvestorCategory;
  onSelect: (category: InvestorCategory) => void;
  panelId: string;
  tabId: (category: InvestorCategory) => string;
};

/**
 * The categories as tabs: a column on the left on wide screens, a horizontal scroller
 * above the content on phones. Arrow keys, Home and End move between them.
 */
export function CategoryMenu({ selected, onSelect, panelId, tabId }: Props) {
  const t = useT();
  const small = useIsSmallScreen();
  const reducedMotion = usePrefersReducedMotion();
  const listRef = useRef<HTMLDivElement>(null);

  // On the phone scroller, bring the chosen tab into view (sideways only: the page stays put).
  // Measured in the next frame, whose layout the browser does anyway, not in the effects of
  // the render (on arrival, that would lay out the whole page inside the task that hydrates it).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
      const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
      list.scrollTo?.({ left: Math.max(0, left), behavior: reducedMotion ? 'auto' : 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [selected, reducedMotion]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = INVESTOR_CATEGORIES.indexOf(selected);
    const last = INVESTOR_CATEGORIES.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const target = (moves[event.key] + INVESTOR_CATEGORIES.length) % INVESTOR_CATEGORIES.length;
    const category = INVESTOR_CATEGORIES[target];
    onSelect(category);
    document.getElementById(tabId(category))?.focus();
  };

  return (
    <Nav>
      <MenuTitle aria-hidden="true">{t('investor.menuTitle')}</MenuTitle>
      <TabList
        ref={listRef}
        role="tablist"
        aria-label={t('investor.categories')}
        aria-orientation={small ? 'horizontal' : 'vertical'}
        onKeyDown={onKeyDown}
      >
        {INVESTOR_CATEGORIES.map((category) => {
          const active = category === selected;
          return (
            <Tab
              key={category.key}
              id={tabId(category)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              $active={active}
              onClick={() => onSelect(category)}
            >
              {t(categoryLabelKey(category))}
            </Tab>
          );
        })}
      </TabList>
    </Nav>
  );
}

const Nav = styled.div`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.navHeight} + 24px);
  padding: 20px 14px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${media.small} {
    position: static;
    padding: 0;
    margin: 0 -16px;
    border: 0;
    border-radius: 0;
    box-shadow: none;
    background: transparent;
  }
`;

const MenuTitle = styled.p`
  margin: 0 10px 12px;
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
  ${media.small} {
    display: none;
  }
`;

const TabList = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  ${media.small} {
    flex-direction: row;
    gap: 8px;
    overflow-x: auto;
    padding: 4px 16px 12px;
    scroll-snap-type: x proximity;
    scroll-padding-inline: 16px;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
    /* A soft edge says there is more to scroll. */
    mask-image: linear-gradient(90deg, transparent 0, #000 16px, #000 calc(100% - 28px), transparent 100%);
  }
`;

const Tab = styled.button<{ $active: boolean }>`
  position: relative;
  display: block;
  width: 100%;
  padding: 12px 14px 12px 18px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  text-align: left;
  font-weight: 600;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition:
    background-color 150ms ease,
    color 150ms ease;
  &::before {
    content: '';
    position: absolute;
    left: 4px;
    top: 10px;
    bottom: 10px;
    width: 4px;
    border-radius: 2px;
    background: transparent;
    transition: background-color 150ms ease;
  }
  &:hover:not([aria-selected='true']) {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.surface};
      font-weight: 700;
      &::before {
        background: ${theme.colors.primary};
      }
    `}
  ${media.small} {
    flex: none;
    width: auto;
    padding: 10px 16px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    white-space: nowrap;
    scroll-snap-align: start;
    &::before {
      display: none;
    }
    ${({ $active, theme }) =>
      $active &&
      css`
        background: ${theme.colors.dark};
        border-color: ${theme.colors.dark};
        color: ${theme.colors.onDark};
      `}
  }
`;
