// eslint-disable-next-line no-restricted-imports -- Chip costs this page ~2.5 kB and it has ~5 kB to spare; drawing Label here instead moves Label out of ContentCard's chunk into one of its own, which costs the heaviest content routes ~0.2 kB.
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { shop } from '@/content/pages/misc';

/** /shop: a shop with nothing to sell, and one way out. */
export default function ShopPage() {
  return (
    <Box sx={{ maxWidth: '65ch' }}>
      <Seo meta={shop.meta} />
      <Box aria-hidden sx={{ fontSize: 56, lineHeight: 1, mb: 1 }}>
        🛒
      </Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {shop.title}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 400, color: 'text.secondary', mb: 2 }}>
        {shop.tagline}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 4, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label="Cart: 0 items" variant="outlined" />
        <Chip label="Staying that way" color="warning" variant="outlined" />
      </Stack>
      {shop.paragraphs.map((p) => (
        <Typography key={p} sx={{ mb: 2.5 }}>
          {p}
        </Typography>
      ))}
      <Button variant="contained" color="warning" size="large" component={RouterLink} to={paths.home} sx={{ mt: 2 }}>
        {shop.linkLabel}
      </Button>
    </Box>
  );
}
