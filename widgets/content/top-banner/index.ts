import { defineWidget } from '../../../engine/registry/registry';
import { lazyView } from '../../../engine/registry/lazyView';
import schema from './schema.json';
import type { TopBannerProps } from './model';
import { defineTexts } from '../../../engine/i18n/texts';

/** Top banner (spec 9), height = width x 175 / 683; several pictures make a manual carousel. */
export default defineWidget<TopBannerProps, unknown>({
  type: 'top-banner',
  version: 1,
  family: 'content',
  title: 'Top banner',
  description: "Banner at width x 175 / 683: configured pictures (manual carousel when several), else the channel's banner, else the site's picture.",
  schema,
  defaults: { images: [], autoplay: false },
  view: lazyView(() => import('./View')),
  texts: [defineTexts('topBanner', { zh: () => import('./i18n/topBanner.zh.json'), en: () => import('./i18n/topBanner.en.json') })],
  presets: [
    {
      name: "Site's picture",
      description: "No pictures: the channel's banner, else the site's picture (a journal cover, shown whole).",
      props: { images: [] },
    },
    {
      name: 'Carousel of two',
      props: {
        images: [
          { src: '/rc-pub/front/files/get?id=amr.cover.svg', href: '/amr/home', alt: '《先进材料研究》封面', enAlt: 'Cover of Advanced Materials Research' },
          {
            src: '/rc-pub/front/files/get?id=jnem.cover.svg',
            href: '/jnem/home',
            alt: '《新能源材料学报》封面',
            enAlt: 'Cover of the Journal of New Energy Materials',
          },
        ],
        fit: 'contain',
      },
    },
    {
      name: 'One linked picture, cropped',
      props: { images: [{ src: '/rc-pub/front/files/get?id=amr.cover.svg', href: 'about', alt: '期刊简介', enAlt: 'About the journal' }], fit: 'cover' },
    },
  ],
});
