import { goldChange, goldPrice, marketChange } from './figures';

describe('market and gold figures', () => {
  it('reads market type 0 as a fall and anything else as a rise, with the percent', () => {
    expect(marketChange({ type: 0, des: '0.26' })).toEqual({
      trend: 'fall',
      text: '▼ 0.26%',
      label: '0.26 प्रतिशत गिरावट',
    });
    expect(marketChange({ type: 1, des: '0.42' })).toMatchObject({ trend: 'rise', text: '▲ 0.42%' });
    expect(marketChange({ type: 2, des: '1.1' }).trend).toBe('rise');
  });

  it('reads gold type 0 as minus and anything else as plus, in rupees per gram', () => {
    expect(goldChange({ type: 0, des: '2' })).toMatchObject({ trend: 'fall', text: '−₹2' });
    expect(goldChange({ type: 1, des: '45' })).toMatchObject({ trend: 'rise', text: '+₹45' });
    expect(goldPrice({ values: '12860' })).toBe('₹12860');
  });
});
