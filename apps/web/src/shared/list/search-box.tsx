import { useState, type FormEvent } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

interface Props {
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  label?: string;
}

/** Search by any field: runs on Enter or the search button, not on every keystroke. */
export function SearchBox({ value, onSearch, placeholder = 'Поиск по любому полю', label = 'Поиск' }: Props) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // The URL changed under us (Back, a link): show what the list is really filtered by.
    setSeen(value);
    setText(value);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text);
  };
  return (
    <form
      onSubmit={submit}
      role="search"
      // on a phone it takes a line of its own rather than being squeezed beside the buttons
      style={{ flex: '1 1 240px', minWidth: 240, maxWidth: 480 }}
    >
      <TextField
        fullWidth
        size="small"
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" aria-label="Найти" edge="end">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </form>
  );
}
