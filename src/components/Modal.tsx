import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { openStatusLine, type Said } from './dialogStatus';
import { alpha, media } from './theme';
import { dismissAllToasts } from './toast';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Shown as the dialog's heading; it names the dialog unless `labelledBy` is given. */
  title: string;
  children: ReactNode;
  /** Id of an element inside `children` that names the dialog instead of the title heading. */
  labelledBy?: string;
  /** Id of an element inside `children` that describes the dialog (read after its name). */
  describedBy?: string;
  /** Accessible name of the close button, already translated by the caller. */
  closeLabel?: string;
};

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

// Dialogs open on top of each other form a stack: only the topmost reacts to keys,
// and the page stays locked until the last one closes.
const openDialogs: HTMLElement[] = [];
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function lockBodyScroll() {
  if (savedBodyStyle) return;
  const { body } = document;
  savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Keep the page from jumping sideways when its scrollbar disappears.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.style.overflow = 'hidden';
}

function unlockBodyScroll() {
  if (!savedBodyStyle || openDialogs.length > 0) return;
  document.body.style.overflow = savedBodyStyle.overflow;
  document.body.style.paddingRight = savedBodyStyle.paddingRight;
  savedBodyStyle = null;
}

/**
 * The dialog's status line: what a toast would say while the dialog is open (dialogStatus.ts),
 * below the dialog's content and its buttons, where no toast can cover them. Always there
 * while the dialog is open, so a screen reader hears what arrives in it.
 */
function StatusLine() {
  const [said, setSaid] = useState<Said[]>([]);
  useEffect(() => openStatusLine(setSaid), []);
  return (
    <Status role="status">
      {said.map((message) => (
        <p key={message.id} data-kind={message.kind}>
          {message.text}
        </p>
      ))}
    </Status>
  );
}

/**
 * An accessible popup rendered over the page: focus moves into it and stays there,
 * Escape, the close button and a click on the backdrop close it, and focus goes back
 * to whatever opened it. A toast raised while it is open is said in its status line.
 */
export function Modal({ open, onClose, title, children, labelledBy, describedBy, closeLabel = 'Close' }: ModalProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const pressStartedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(panel);
    lockBodyScroll();
    // A toast left over from the page would sit over the dialog (on a phone, over its buttons).
    dismissAllToasts();
    panel.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    // Focus that lands outside (a click on the page behind, a screen-reader jump) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (openDialogs[openDialogs.length - 1] !== panel) return;
      if (event.target instanceof Node && !panel.contains(event.target)) panel.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openDialogs.indexOf(panel);
      if (index >= 0) openDialogs.splice(index, 1);
      unlockBodyScroll();
      if (opener && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const keepTabInside = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      panelRef.current.focus();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  // Only a click that starts and ends on the backdrop closes: dragging a text selection
  // out of the panel must not.
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose();
    pressStartedOnBackdrop.current = false;
  };

  return createPortal(
    <Backdrop data-testid="modal-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy ?? headingId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={keepTabInside}
      >
        <Header>
          <Title id={headingId}>{title}</Title>
          <CloseButton type="button" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        <StatusLine />
      </Panel>
    </Backdrop>,
    document.body,
  );
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px;
  background: ${({ theme }) => alpha(theme.colors.scrim, 0.55)};
  backdrop-filter: blur(2px);
  animation: ${fadeIn} 180ms ease-out;
  ${media.small} {
    padding: 12px;
    align-items: flex-end;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: min(640px, 100%);
  max-height: calc(100dvh - 48px);
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  overflow: hidden;
  animation: ${riseIn} 220ms cubic-bezier(0.2, 0.8, 0.2, 1);
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${media.small} {
    max-height: calc(100dvh - 24px);
    border-radius: ${({ theme }) => theme.radius.large} ${({ theme }) => theme.radius.large}
      ${({ theme }) => theme.radius.medium} ${({ theme }) => theme.radius.medium};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  padding: 20px 20px 12px 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.small} {
    padding: 16px 12px 10px 18px;
  }
`;

const Title = styled.h2`
  margin: 6px 0 0;
  font-size: clamp(1.25rem, 3.2vw, 1.6rem);
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition: background-color 150ms ease;
  &:hover {
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Body = styled.div`
  padding: 20px 24px 24px;
  overflow-y: auto;
  overscroll-behavior: contain;
  ${media.small} {
    padding: 16px 18px 20px;
  }
`;

// A message in the colours of the site's notices: an error's and a warning's surfaces, a success in green.
const Status = styled.div`
  display: grid;
  gap: 8px;
  padding: 0 24px 20px;
  &:empty {
    padding: 0;
  }
  ${media.small} {
    padding: 0 18px 16px;
  }
  p {
    margin: 0;
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  [data-kind='success'] {
    color: ${({ theme }) => theme.colors.success};
  }
  [data-kind='error'] {
    background: ${({ theme }) => theme.colors.dangerSurface};
    color: ${({ theme }) => theme.colors.danger};
  }
  [data-kind='warn'] {
    background: ${({ theme }) => theme.colors.warningSurface};
    color: ${({ theme }) => theme.colors.warningText};
  }
`;
