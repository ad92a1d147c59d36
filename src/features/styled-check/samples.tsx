// One small drawing of each Chakra component the app imports (components.gen.ts), made of the
// component it is given: the one of the import path being checked. The part that carries the
// recipe's styles is marked `data-check` (or has the id `checked-addon`, where a component takes no
// data attributes for it; a toast, drawn in a portal, `data-check-portalled`); the e2e test compares its computed
// style with that of a bare element of the same tag. tools/chakra-components.test.ts fails when
// a component of the list has no drawing here.
import { createToaster } from '@chakra-ui/react';
import type * as Chakra from '@chakra-ui/react';
import { useEffect, useState, type ReactElement } from 'react';

export type Components = Partial<typeof Chakra>;
type Sample = (components: Components) => ReactElement;

/** The component `name` of `components`; throws when the path does not export it. */
function need<K extends keyof typeof Chakra>(components: Components, name: K): NonNullable<Components[K]> {
  const component = components[name];
  if (!component) throw new Error(`styled-check: the import path does not export ${String(name)}`);
  return component;
}

const checked = { 'data-check': '' } as const;

/** Toasts are drawn in a portal, outside the sample's section: marked with the sample's name. */
function ToastSample({ name, Toaster, Toast }: { name: string; Toaster: NonNullable<Components['Toaster']>; Toast: NonNullable<Components['Toast']> }) {
  const [toaster] = useState(() => createToaster({ placement: 'top-end' }));
  // After the toaster has subscribed to its store (its machine starts after this render).
  useEffect(() => {
    const timer = setTimeout(() => toaster.create({ title: 'Saved', type: 'success', duration: 600_000 }), 100);
    return () => clearTimeout(timer);
  }, [toaster]);
  return (
    <Toaster toaster={toaster}>
      {(toast) => (
        <Toast.Root data-check-portalled={name}>
          <Toast.Title>{toast.title}</Toast.Title>
        </Toast.Root>
      )}
    </Toaster>
  );
}

function DialogSample(Dialog: NonNullable<Components['Dialog']>) {
  return (
    <Dialog.Root open modal={false} trapFocus={false}>
      <Dialog.Positioner>
        <Dialog.Content {...checked}>
          <Dialog.Title>Accept the order?</Dialog.Title>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

export const SAMPLES: Record<string, Sample> = {
  Alert: (c) => {
    const Alert = need(c, 'Alert');
    return (
      <Alert.Root status="info" {...checked}>
        <Alert.Title>Offline</Alert.Title>
      </Alert.Root>
    );
  },
  Avatar: (c) => {
    const Avatar = need(c, 'Avatar');
    return (
      <Avatar.Root {...checked}>
        <Avatar.Fallback name="Ana Chef" />
      </Avatar.Root>
    );
  },
  Badge: (c) => {
    const Badge = need(c, 'Badge');
    return <Badge {...checked}>New</Badge>;
  },
  Button: (c) => {
    const Button = need(c, 'Button');
    return <Button {...checked}>Save</Button>;
  },
  Card: (c) => {
    const Card = need(c, 'Card');
    return (
      <Card.Root {...checked}>
        <Card.Body>Menu</Card.Body>
      </Card.Root>
    );
  },
  Checkbox: (c) => {
    const Checkbox = need(c, 'Checkbox');
    return (
      <Checkbox.Root>
        <Checkbox.HiddenInput />
        <Checkbox.Control {...checked} />
        <Checkbox.Label>Vegan</Checkbox.Label>
      </Checkbox.Root>
    );
  },
  CloseButton: (c) => {
    const CloseButton = need(c, 'CloseButton');
    return <CloseButton aria-label="Close" {...checked} />;
  },
  Code: (c) => {
    const Code = need(c, 'Code');
    return <Code {...checked}>409</Code>;
  },
  DataList: (c) => {
    const DataList = need(c, 'DataList');
    return (
      <DataList.Root {...checked}>
        <DataList.Item>
          <DataList.ItemLabel>City</DataList.ItemLabel>
          <DataList.ItemValue>Lyon</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    );
  },
  DatePicker: (c) => {
    const DatePicker = need(c, 'DatePicker');
    return (
      <DatePicker.Root>
        <DatePicker.Control>
          <DatePicker.Input aria-label="Day" {...checked} />
        </DatePicker.Control>
      </DatePicker.Root>
    );
  },
  Dialog: (c) => DialogSample(need(c, 'Dialog')),
  Drawer: (c) => {
    const Drawer = need(c, 'Drawer');
    return (
      <Drawer.Root open modal={false} trapFocus={false}>
        <Drawer.Positioner>
          <Drawer.Content {...checked}>
            <Drawer.Title>Theme</Drawer.Title>
          </Drawer.Content>
        </Drawer.Positioner>
      </Drawer.Root>
    );
  },
  Field: (c) => {
    const Field = need(c, 'Field');
    return (
      <Field.Root {...checked}>
        <Field.Label>Name</Field.Label>
      </Field.Root>
    );
  },
  Heading: (c) => {
    const Heading = need(c, 'Heading');
    return <Heading {...checked}>Orders</Heading>;
  },
  Icon: (c) => {
    const Icon = need(c, 'Icon');
    return (
      <Icon viewBox="0 0 24 24" {...checked}>
        <circle cx="12" cy="12" r="10" />
      </Icon>
    );
  },
  IconButton: (c) => {
    const IconButton = need(c, 'IconButton');
    return (
      <IconButton aria-label="Add" {...checked}>
        +
      </IconButton>
    );
  },
  Input: (c) => {
    const Input = need(c, 'Input');
    return <Input aria-label="Name" {...checked} />;
  },
  InputGroup: (c) => {
    const InputGroup = need(c, 'InputGroup');
    const Input = need(c, 'Input');
    return (
      <InputGroup startAddon="kg" startAddonProps={{ id: 'checked-addon' }}>
        <Input aria-label="Weight" />
      </InputGroup>
    );
  },
  Link: (c) => {
    const Link = need(c, 'Link');
    return (
      <Link href="#" {...checked}>
        Help
      </Link>
    );
  },
  List: (c) => {
    const List = need(c, 'List');
    return (
      <List.Root {...checked}>
        <List.Item>Flour</List.Item>
      </List.Root>
    );
  },
  Menu: (c) => {
    const Menu = need(c, 'Menu');
    return (
      <Menu.Root open>
        <Menu.Trigger>Account</Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content {...checked}>
            <Menu.Item value="profile">Profile</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
    );
  },
  NativeSelect: (c) => {
    const NativeSelect = need(c, 'NativeSelect');
    return (
      <NativeSelect.Root>
        <NativeSelect.Field aria-label="City" {...checked}>
          <option>Lyon</option>
        </NativeSelect.Field>
      </NativeSelect.Root>
    );
  },
  Popover: (c) => {
    const Popover = need(c, 'Popover');
    return (
      <Popover.Root open>
        <Popover.Trigger>Bell</Popover.Trigger>
        <Popover.Positioner>
          <Popover.Content {...checked}>
            <Popover.Body>No news</Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Popover.Root>
    );
  },
  Progress: (c) => {
    const Progress = need(c, 'Progress');
    return (
      <Progress.Root value={40}>
        <Progress.Track {...checked}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    );
  },
  RadioCard: (c) => {
    const RadioCard = need(c, 'RadioCard');
    return (
      <RadioCard.Root defaultValue="light">
        <RadioCard.Item value="light" {...checked}>
          <RadioCard.ItemHiddenInput />
          <RadioCard.ItemControl>
            <RadioCard.ItemText>Light</RadioCard.ItemText>
          </RadioCard.ItemControl>
        </RadioCard.Item>
      </RadioCard.Root>
    );
  },
  RadioGroup: (c) => {
    const RadioGroup = need(c, 'RadioGroup');
    return (
      <RadioGroup.Root defaultValue="a">
        <RadioGroup.Item value="a">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator {...checked} />
          <RadioGroup.ItemText>Now</RadioGroup.ItemText>
        </RadioGroup.Item>
      </RadioGroup.Root>
    );
  },
  Separator: (c) => {
    const Separator = need(c, 'Separator');
    return <Separator {...checked} />;
  },
  Spinner: (c) => {
    const Spinner = need(c, 'Spinner');
    return <Spinner {...checked} />;
  },
  Switch: (c) => {
    const Switch = need(c, 'Switch');
    return (
      <Switch.Root>
        <Switch.HiddenInput />
        <Switch.Control {...checked}>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Open</Switch.Label>
      </Switch.Root>
    );
  },
  Table: (c) => {
    const Table = need(c, 'Table');
    return (
      <Table.Root {...checked}>
        <Table.Body>
          <Table.Row>
            <Table.Cell>12</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    );
  },
  Tag: (c) => {
    const Tag = need(c, 'Tag');
    return (
      <Tag.Root {...checked}>
        <Tag.Label>Vegan</Tag.Label>
      </Tag.Root>
    );
  },
  Textarea: (c) => {
    const Textarea = need(c, 'Textarea');
    return <Textarea aria-label="Note" {...checked} />;
  },
  Toast: (c) => <ToastSample name="Toast" Toaster={need(c, 'Toaster')} Toast={need(c, 'Toast')} />,
  Toaster: (c) => <ToastSample name="Toaster" Toaster={need(c, 'Toaster')} Toast={need(c, 'Toast')} />,
  Tooltip: (c) => {
    const Tooltip = need(c, 'Tooltip');
    return (
      <Tooltip.Root open>
        <Tooltip.Trigger>Online</Tooltip.Trigger>
        <Tooltip.Positioner>
          <Tooltip.Content {...checked}>Connected</Tooltip.Content>
        </Tooltip.Positioner>
      </Tooltip.Root>
    );
  },
};
