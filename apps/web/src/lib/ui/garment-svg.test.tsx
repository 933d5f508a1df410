import { svgMarkup, type SvgNode } from '@selvedge/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GarmentSvg } from './garment-svg';

afterEach(cleanup);

/** A tree as the composer writes it: markup's attribute names, a blend mode, initials as text. */
const tree: SvgNode = {
  tag: 'svg',
  attrs: { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 400 480', width: 400, height: 480 },
  children: [
    {
      tag: 'defs',
      attrs: {},
      children: [
        {
          tag: 'pattern',
          attrs: { id: 'g-cloth', patternUnits: 'userSpaceOnUse', width: 120, height: 120 },
          children: [
            {
              tag: 'image',
              attrs: { href: '/api/media/swatch-a', width: 120, height: 120, preserveAspectRatio: 'xMidYMid slice' },
              children: [],
            },
          ],
        },
        { tag: 'clipPath', attrs: { id: 'g-outline' }, children: [{ tag: 'path', attrs: { d: 'M80 40 H320 V440 H80 Z' }, children: [] }] },
      ],
    },
    {
      tag: 'g',
      attrs: { 'stroke-linejoin': 'round' },
      children: [
        {
          tag: 'path',
          attrs: { d: 'M80 40 H320 V440 H80 Z', fill: 'url(#g-cloth)', stroke: '#2b2b2b', 'stroke-width': 1.4, 'fill-opacity': 0.9 },
          children: [],
        },
      ],
    },
    {
      tag: 'g',
      attrs: { 'clip-path': 'url(#g-outline)', style: 'mix-blend-mode:multiply' },
      children: [{ tag: 'path', attrs: { d: 'M90 50 H120 V400 H90 Z', fill: '#5f5f5f' }, children: [] }],
    },
    { tag: 'text', attrs: { x: 260, y: 150, 'font-size': 14, 'text-anchor': 'middle' }, children: ['<J&B>'] },
  ],
};

/** Every element of a tree, depth first, beside its rendered element. */
function elementsOf(node: SvgNode): SvgNode[] {
  return [node, ...node.children.flatMap((child) => (typeof child === 'string' ? [] : elementsOf(child)))];
}

describe('the garment picture drawn by React', () => {
  it('renders every element of the tree with its attributes as SVG markup spells them', () => {
    const { container } = render(<GarmentSvg tree={tree} label="Point collar shirt, front" className="picture" />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    const rendered = [svg!, ...svg!.querySelectorAll('*')];
    const expected = elementsOf(tree);
    expect(rendered.map((element) => element.tagName)).toEqual(expected.map((node) => node.tag));
    expected.slice(1).forEach((node, index) => {
      const element = rendered[index + 1]!;
      for (const [name, value] of Object.entries(node.attrs)) {
        if (name === 'style') continue;
        expect(element.getAttribute(name), `${node.tag} ${name}`).toBe(String(value));
      }
    });
    expect(svg!.getAttribute('viewBox')).toBe('0 0 400 480');
    expect(svg!.getAttribute('class')).toBe('picture');
    // The box is the page's: the drawing's own size is left to CSS.
    expect(svg!.hasAttribute('width')).toBe(false);
    expect((container.querySelector('g[clip-path]') as SVGGElement).style.mixBlendMode).toBe('multiply');
  });

  it('sets the initials as text, never as markup, as the server’s markup does', () => {
    const { container } = render(<GarmentSvg tree={tree} />);
    const text = container.querySelector('text');
    expect(text?.textContent).toBe('<J&B>');
    expect(text?.children).toHaveLength(0);
    expect(svgMarkup(tree)).toContain('&lt;J&amp;B&gt;</text>');
  });

  it('is a named image with a label, and hidden decoration without', () => {
    const { container, rerender } = render(<GarmentSvg tree={tree} label="Point collar shirt in Oxford Blue, front" />);
    expect(screen.getByRole('img', { name: 'Point collar shirt in Oxford Blue, front' }).tagName).toBe('svg');
    rerender(<GarmentSvg tree={tree} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
