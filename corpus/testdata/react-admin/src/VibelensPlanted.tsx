// Added for the corpus: a page with three planted bugs, in react-admin's
// own MUI components (see corpus.yaml).
import { Card, CardContent, CardHeader, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';

const integrations = ['Slack', 'GitHub', 'Linear'];

export const VibelensPlanted = () => (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 360 }}>
        <Title title="Integrations" />
        <Card>
            <CardHeader title="Status" />
            <CardContent>
                {/* Planted: a nowrap label in a fixed 160 px box, no ellipsis. */}
                <Typography
                    className="plan-status"
                    sx={{ width: 160, whiteSpace: 'nowrap', overflow: 'hidden', fontWeight: 700 }}
                >
                    Connected to Slack workspace Engineering
                </Typography>
            </CardContent>
        </Card>
        <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2">Usage</Typography>
            {/* Planted: a fixed 600 px bar in a 360 px outlined card. */}
            <Paper className="plan-usage" elevation={0} sx={{ width: 600, height: 12, bgcolor: 'primary.light', mt: 1 }} />
        </Paper>
        <Card>
            <CardHeader title="Connected apps" />
            <List dense>
                {/* Planted: list items without a key. */}
                {integrations.map(name => (
                    <ListItem>
                        <ListItemText primary={name} />
                    </ListItem>
                ))}
            </List>
        </Card>
    </Stack>
);
