/**
 * Our own recipes, on top of the Chakra ones we adopt in ./system. Components use these instead of
 * one-off styles.
 */
import { defineRecipe, defineSlotRecipe } from '@chakra-ui/react';

/** Small upper-case label above section headings. */
export const eyebrowRecipe = defineRecipe({
  className: 'rasa-eyebrow',
  base: {
    display: 'block',
    fontFamily: 'body',
    fontSize: 'xs',
    fontWeight: 'semibold',
    letterSpacing: '0.18em',
    textTransform: 'uppercase',
    color: 'brass.700',
  },
  variants: {
    tone: {
      default: {},
      onDark: { color: 'brass.200' },
    },
  },
  defaultVariants: { tone: 'default' },
});

/** A vertical band of the page with consistent rhythm. */
export const sectionRecipe = defineRecipe({
  className: 'rasa-section',
  base: { py: { base: '14', md: '20' } },
  variants: {
    tone: {
      plain: { bg: 'bg' },
      sand: { bg: 'bg.sand' },
      dark: { bg: 'jade.900', color: 'ivory' },
    },
  },
  defaultVariants: { tone: 'plain' },
});

/**
 * The desktop navigation dropdowns (Ark UI's navigation menu: a disclosure pattern of links that
 * opens on hover and by keyboard). Timings: 0.3 s in, 0.2 s out.
 */
export const navMenuSlotRecipe = defineSlotRecipe({
  className: 'rasa-nav-menu',
  slots: ['root', 'list', 'item', 'trigger', 'topLink', 'content', 'link', 'group', 'groupLabel'],
  base: {
    root: { position: 'relative' },
    list: { display: 'flex', alignItems: 'center', gap: '1', listStyle: 'none' },
    item: { position: 'relative' },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      h: '10',
      px: '3',
      borderRadius: 'full',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg',
      cursor: 'pointer',
      transition: 'background 0.2s',
      focusVisibleRing: 'outside',
      _hover: { bg: 'blackAlpha.50' },
      '&[data-state=open]': { bg: 'blackAlpha.50' },
      '& svg': { transition: 'transform 0.2s' },
      '&[data-state=open] svg': { transform: 'rotate(180deg)' },
    },
    topLink: {
      display: 'inline-flex',
      alignItems: 'center',
      h: '10',
      px: '3',
      borderRadius: 'full',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg',
      textDecoration: 'none',
      focusVisibleRing: 'outside',
      _hover: { bg: 'blackAlpha.50' },
      '&[aria-current=page]': { color: 'jade.700', fontWeight: 'semibold' },
    },
    content: {
      position: 'absolute',
      top: 'calc(100% + 10px)',
      left: '50%',
      translate: '-50% 0',
      zIndex: 'dropdown',
      bg: 'bg.panel',
      color: 'fg',
      borderRadius: 'l3',
      borderWidth: '1px',
      borderColor: 'border.muted',
      boxShadow: 'lg',
      p: '5',
      minW: '14rem',
      '&[data-state=open]': {
        animationName: 'rasa-dropdown-in',
        animationDuration: '0.3s',
        animationTimingFunction: 'ease-out',
      },
      '&[data-state=closed]': {
        animationName: 'rasa-dropdown-out',
        animationDuration: '0.2s',
        animationTimingFunction: 'ease-in',
      },
      _motionReduce: { animation: 'none !important' },
      // Grouped menus (destinations, itineraries) sit in two columns; 'More' is a plain list.
      '&[data-layout=columns]': { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(11rem, 1fr))', columnGap: '8', rowGap: '5', minW: '30rem' },
      '&[data-layout=list]': { display: 'flex', flexDirection: 'column', gap: '0.5' },
      '&[hidden]': { display: 'none' },
    },
    group: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    groupLabel: {
      fontSize: 'xs',
      fontWeight: 'semibold',
      letterSpacing: '0.14em',
      textTransform: 'uppercase',
      color: 'brass.700',
      mb: '1',
    },
    link: {
      display: 'block',
      px: '2',
      py: '1.5',
      mx: '-2',
      borderRadius: 'l2',
      fontSize: 'sm',
      color: 'fg',
      textDecoration: 'none',
      focusVisibleRing: 'inside',
      _hover: { bg: 'bg.sand', color: 'jade.700' },
      '&[aria-current=page]': { color: 'jade.700', fontWeight: 'semibold' },
    },
  },
});
