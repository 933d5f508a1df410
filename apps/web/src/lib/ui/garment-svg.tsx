import type { SvgNode } from '@selvedge/domain';
import { createElement, type CSSProperties, type ReactNode } from 'react';

/**
 * The garment picture's SVG tree (packages/domain garment-picture.ts) as React elements: the same
 * layers the server renders to WebP. Attribute names written as SVG markup spells them become React's
 * (`stroke-width` -> `strokeWidth`), and the one style the composer writes (a blend mode) an object.
 */
const camel = (name: string): string => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function styleObject(style: string): CSSProperties {
  const out: Record<string, string> = {};
  for (const rule of style.split(';')) {
    const [property, value] = rule.split(':');
    if (property && value) out[camel(property.trim())] = value.trim();
  }
  return out as CSSProperties;
}

function toReact(node: SvgNode | string, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attrs)) {
    if (name === 'style') props.style = styleObject(String(value));
    else if (name === 'xmlns') continue;
    else props[camel(name)] = value;
  }
  return createElement(node.tag, props, ...node.children.map((child, index) => toReact(child, index)));
}

export interface GarmentSvgProps {
  tree: SvgNode;
  className?: string;
  /** The picture's accessible name; without it the picture is decoration. */
  label?: string;
}

/** The composed garment, drawn inline so a new choice shows within a frame. */
export function GarmentSvg({ tree, className, label }: GarmentSvgProps) {
  const { width: _width, height: _height, xmlns: _xmlns, ...attrs } = tree.attrs;
  const props: Record<string, unknown> = {
    className,
    ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: 'false' }),
  };
  for (const [name, value] of Object.entries(attrs)) props[camel(name)] = value;
  return createElement('svg', props, ...tree.children.map((child, index) => toReact(child, index)));
}
