// A radio group of colour swatches (the theme configurator's Primary and Surface): each radio is
// a round swatch whose accessible label is the palette's name, optionally shown beside it.
import { Box, RadioGroup, SimpleGrid } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { coverInputStyle } from '@/ui/cover-input';

export type Swatch = { value: string; label: string; colour: string };

type Props = {
  label: string;
  value: string;
  swatches: Swatch[];
  onChange: (value: string) => void;
  /** Show the names beside the swatches (surfaces look alike without them). */
  named?: boolean;
};

function Dot({ colour, size, selected }: { colour: string; size: string; selected: boolean }) {
  return (
    <Box
      as="span"
      display="grid"
      placeItems="center"
      boxSize={size}
      flexShrink={0}
      rounded="full"
      background={colour}
      boxShadow="inset 0 0 0 1px rgba(127,127,127,0.35)"
      color="white"
    >
      {selected && <Check size={16} strokeWidth={3} aria-hidden="true" style={{ filter: 'drop-shadow(0 0 1px rgba(0,0,0,.7))' }} />}
    </Box>
  );
}

export function SwatchGroup({ label, value, swatches, onChange, named = false }: Props) {
  return (
    <RadioGroup.Root value={value} onValueChange={(details) => details.value && onChange(details.value)} display="grid" gap="3">
      <RadioGroup.Label fontWeight="semibold" fontSize="sm" color="fg">
        {label}
      </RadioGroup.Label>
      <SimpleGrid
        gridTemplateColumns={named ? 'repeat(auto-fill, minmax(6rem, 1fr))' : 'repeat(6, 1fr)'}
        gap={named ? '2' : '1'}
        justifyItems={named ? 'stretch' : 'center'}
      >
        {swatches.map((swatch) => {
          const selected = swatch.value === value;
          return (
            <RadioGroup.Item
              key={swatch.value}
              value={swatch.value}
              title={swatch.label}
              cursor="pointer"
              display="flex"
              alignItems="center"
              gap="2"
              minH="10"
              minW="10"
              justifyContent={named ? 'start' : 'center'}
              px={named ? '2' : '0'}
              rounded="full"
              borderWidth={named ? '1px' : '0'}
              borderColor={selected ? 'primary.solid' : 'border'}
              bg={named && selected ? 'primary.subtle' : 'transparent'}
              outline={!named && selected ? '2px solid' : 'none'}
              outlineColor="fg"
              outlineOffset="-2px"
              transition="background-color 0.15s"
              _hover={{ bg: named ? 'bg.muted' : 'transparent' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '1px' }}
            >
              {/* The invisible input lies over the swatch: clicks land on the real radio. */}
              <Box as="span" position="relative" display="inline-flex" rounded="full">
                <RadioGroup.ItemHiddenInput style={coverInputStyle} />
                <Dot colour={swatch.colour} size={named ? '5' : '8'} selected={selected && !named} />
              </Box>
              <RadioGroup.ItemText srOnly={!named} fontSize="sm" truncate>
                {swatch.label}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          );
        })}
      </SimpleGrid>
    </RadioGroup.Root>
  );
}
