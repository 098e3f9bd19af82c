import { useState } from 'react';
import styled from 'styled-components';
import { media } from '../../../components/theme';
import { Modal } from '../../../components/Modal';
import { renderWhenNear } from '../../../components/renderWhenNear';
import type { AboutContent, FoodImage } from '../../../shared/contentTypes';
import { useT } from '../../language';
import { ContentImage } from '../shared/ContentImage';
import { bareList } from '../shared/cards';
import { Pending, SectionHeader } from '../../../components/SectionHeader';
import { captionVeil, coverPicture, Inner, Section } from '../shared/sectionParts';

/** SPEC §9: up to six product cells. */
export const PRODUCT_CELLS = 6;

const FALLBACK_PRODUCTS = ['rendang', 'sate-ayam', 'nasi-goreng', 'gado-gado', 'soto-ayam', 'es-cendol'];

type Props = { content: AboutContent['ourProducts'] | undefined; pending: boolean };

/**
 * Up to six food pictures, names shown on hover and keyboard focus; a click selects the
 * product and opens it in a popup (SPEC §2). Three columns by two rows on wide screens,
 * two columns by three rows on small ones.
 */
export function OurProducts({ content, pending }: Props) {
  const t = useT();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const supplied = content?.foodImages ?? [];
  const products: FoodImage[] = (
    supplied.length > 0
      ? supplied
      : FALLBACK_PRODUCTS.map((name) => ({
          _id: `bundled-${name}`,
          foodName: t(`about.fallbackFood.${name}`),
          foodDescription: t(`about.fallbackFood.${name}.text`),
          foodImageUrl: `/media/food-${name}.webp`,
        }))
  ).slice(0, PRODUCT_CELLS);
  const selected = products.find((product) => product._id === selectedId);

  return (
    <ProductsSection aria-labelledby="about-products-title">
      <Inner>
        <SectionHeader
          id="about-products-title"
          eyebrow={
            <Pending $pending={pending}>{content?.secondTitle || t('about.fallbackProductsSecondTitle')}</Pending>
          }
          title={content?.title || t('about.fallbackProductsTitle')}
          lead={content?.description || t('about.fallbackProductsDescription')}
          pending={pending}
        />
        <Grid>
          {pending
            ? Array.from({ length: PRODUCT_CELLS }, (_, index) => <Cell key={index} aria-hidden="true" />)
            : products.map((product) => (
                <Cell key={product._id}>
                  <Tile
                    type="button"
                    aria-haspopup="dialog"
                    aria-current={product._id === selectedId ? 'true' : undefined}
                    onClick={() => {
                      setSelectedId(product._id);
                      setOpen(true);
                    }}
                  >
                    <ContentImage
                      src={product.foodImageUrl}
                      alt=""
                      width={800}
                      height={800}
                      maxWidth={480}
                      sizes="(max-width: 767px) 50vw, 380px"
                    />
                    <Name>{product.foodName}</Name>
                  </Tile>
                </Cell>
              ))}
        </Grid>
      </Inner>
      <Modal
        open={open && Boolean(selected)}
        onClose={() => setOpen(false)}
        title={selected?.foodName ?? ''}
        closeLabel={t('common.close')}
      >
        {selected && (
          <PopupBody>
            <ContentImage
              src={selected.foodImageUrl}
              alt={selected.foodName}
              width={800}
              height={800}
              maxWidth={640}
              sizes="(max-width: 767px) 100vw, 600px"
            />
            <p>{selected.foodDescription}</p>
          </PopupBody>
        )}
      </Modal>
    </ProductsSection>
  );
}

const Grid = styled.ul`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  grid-auto-rows: auto;
  gap: 20px;
  ${media.small} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
  }
`;

const Cell = styled.li`
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.medium};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

const Name = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  padding: 40px 16px 16px;
  color: ${({ theme }) => theme.colors.onImage};
  font-weight: 700;
  font-size: 1.1rem;
  text-align: left;
  ${captionVeil}
  opacity: 0;
  transform: translateY(8px);
  transition:
    opacity 200ms ease,
    transform 200ms ease;
  /* Touch screens cannot hover: their names always show. */
  @media (hover: none) {
    opacity: 1;
    transform: none;
    font-size: 0.95rem;
    padding: 28px 12px 10px;
  }
`;

const Tile = styled.button`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  border-radius: inherit;
  overflow: hidden;
  img {
    ${coverPicture}
    transition: transform 400ms ease;
  }
  &:hover img,
  &:focus-visible img {
    transform: scale(1.05);
  }
  &:hover ${Name}, &:focus-visible ${Name}, &:focus ${Name} {
    opacity: 1;
    transform: none;
  }
  &:focus-visible {
    outline-offset: -4px;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    box-shadow: inset 0 0 0 4px ${({ theme }) => theme.colors.primary};
    opacity: 0;
    transition: opacity 200ms ease;
  }
  &[aria-current='true']::after {
    opacity: 1;
  }
`;

const PopupBody = styled.div`
  img {
    width: 100%;
    height: auto;
    max-height: 50vh;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.medium};
    margin-bottom: 16px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const ProductsSection = styled(Section)`
  ${renderWhenNear(860, 1150)}
`;
