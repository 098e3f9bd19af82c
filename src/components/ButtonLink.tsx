import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonBase, primaryLook, type ButtonProps } from './buttonStyle';

/**
 * A router link with the primary Button's look: the navbar's and the first screens' calls
 * to action. It carries only the primary look (other looks: Button with `as={Link}`).
 */
export const ButtonLink = styled(Link)<Omit<ButtonProps, '$variant' | '$shape'>>`
  ${buttonBase}
  ${primaryLook}
`;
